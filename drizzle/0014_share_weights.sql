ALTER TABLE "user_accounts" ADD COLUMN "share_weights" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-added (decision 0042): a member's consent to show their weights to the organisation's
-- admins lives only on an Active membership. Whatever moves a row out of Active (an admin's
-- removal, a re-invitation, a declined or waiting request) turns it off, so consent never comes
-- back with a later membership; only the member turns it on again.
CREATE FUNCTION "membership_share_weights_only_active"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."share_weights" := false;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_accounts_share_weights_only_active" BEFORE INSERT OR UPDATE ON "user_accounts"
  FOR EACH ROW WHEN (NEW."status" <> 'Active' AND NEW."share_weights")
  EXECUTE FUNCTION "membership_share_weights_only_active"();
