ALTER TYPE "public"."membership_status" ADD VALUE 'Requested';--> statement-breakpoint
ALTER TYPE "public"."membership_status" ADD VALUE 'Declined';--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "request_locale" text;