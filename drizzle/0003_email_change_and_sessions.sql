-- Issue 12, findings 2 and 9 (docs/decisions/0018): an email change waits for a link mailed to the
-- new address (and can be undone from the old one); invitations remember the address they were
-- sent to; a password reset ends every session issued before it.
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'change_email';--> statement-breakpoint
ALTER TYPE "public"."email_token_purpose" ADD VALUE 'undo_email_change';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sessions_valid_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "invited_email" text;--> statement-breakpoint
ALTER TABLE "email_tokens" ADD COLUMN "email" text;--> statement-breakpoint
-- Earlier invitations were sent to the invitee's address, which is today's unless it changed since:
-- they stay acceptable (and resendable) by the person holding that address.
UPDATE "user_accounts" SET "invited_email" = "users"."email" FROM "users" WHERE "users"."id" = "user_accounts"."user_id" AND "user_accounts"."invitation_date" IS NOT NULL;
