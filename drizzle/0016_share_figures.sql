-- Decision 0050: a share link's streak and days logged come from the stored progress, not a walk of the history.
ALTER TABLE "participant_progress" ADD COLUMN "streak_run" integer;--> statement-breakpoint
ALTER TABLE "participant_progress" ADD COLUMN "streak_bank" integer;--> statement-breakpoint
ALTER TABLE "participant_progress" ADD COLUMN "days_logged" integer;