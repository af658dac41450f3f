CREATE TABLE "milestones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(6, 1),
	"unit" text,
	"earned_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "milestones_kind" CHECK ("milestones"."kind" IN ('firstWeighIn', 'streak', 'weightLost', 'percentLost', 'goalReached')),
	CONSTRAINT "milestones_unit" CHECK ("milestones"."unit" IS NULL OR "milestones"."unit" IN ('lb', 'kg', 'st'))
);
--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "milestones_user_key" ON "milestones" USING btree ("user_id","key");