CREATE TABLE "upkeep_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- A database with no participant yet has no contribution stored under the old rule (decision 0036).
INSERT INTO "upkeep_tasks" ("name") SELECT 'recompute-contributions-0036' WHERE NOT EXISTS (SELECT 1 FROM "participant_progress");
