ALTER TABLE "reminder_settings" ADD COLUMN "daily_unsubscribe_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "streak_unsubscribe_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "weekly_unsubscribe_nonce" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every link already mailed carries the one shared counter: each kind starts from it, so those links keep working.
UPDATE "reminder_settings" SET "daily_unsubscribe_nonce" = "unsubscribe_nonce", "streak_unsubscribe_nonce" = "unsubscribe_nonce", "weekly_unsubscribe_nonce" = "unsubscribe_nonce";--> statement-breakpoint
ALTER TABLE "reminder_settings" DROP COLUMN "unsubscribe_nonce";
