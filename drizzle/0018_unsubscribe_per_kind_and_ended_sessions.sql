ALTER TABLE "reminder_settings" ADD COLUMN "daily_unsubscribe_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "streak_unsubscribe_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "weekly_unsubscribe_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every link already mailed carries the one shared counter: each kind starts from it, so those links keep working.
UPDATE "reminder_settings" SET "daily_unsubscribe_nonce" = "unsubscribe_nonce", "streak_unsubscribe_nonce" = "unsubscribe_nonce", "weekly_unsubscribe_nonce" = "unsubscribe_nonce";--> statement-breakpoint
ALTER TABLE "reminder_settings" DROP COLUMN "unsubscribe_nonce";
--> statement-breakpoint
CREATE TABLE "ended_sessions" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ended_sessions" ADD CONSTRAINT "ended_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ended_sessions_user_idx" ON "ended_sessions" USING btree ("user_id");