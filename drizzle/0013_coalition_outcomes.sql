ALTER TABLE "users" ADD COLUMN "coalition_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "standings_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "participant_progress" ADD COLUMN "first_log_date" date;--> statement-breakpoint
ALTER TABLE "participant_progress" ADD COLUMN "last_log_date" date;--> statement-breakpoint
-- Hand-added: the days of each participant's first and latest personal weigh-in, once, from the
-- logs (decision 0039); every later log change keeps them (participant-progress.ts).
UPDATE "participant_progress" pp SET "first_log_date" = d.first_day, "last_log_date" = d.last_day
FROM (
  SELECT wl."user_id", min(wl."log_date") AS first_day, max(wl."log_date") AS last_day
  FROM "weight_logs" wl JOIN "accounts" a ON a."id" = wl."account_id" AND a."type" = 'personal'
  GROUP BY wl."user_id"
) d
WHERE d."user_id" = pp."user_id";
