CREATE SEQUENCE "public"."membership_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "membership_tombstones" (
	"account_id" uuid NOT NULL,
	"version" bigint DEFAULT nextval('membership_versions') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_accounts" ADD COLUMN "version" bigint DEFAULT nextval('membership_versions') NOT NULL;--> statement-breakpoint
CREATE INDEX "membership_tombstones_account_version_idx" ON "membership_tombstones" USING btree ("account_id","version");--> statement-breakpoint
CREATE INDEX "user_accounts_account_version_idx" ON "user_accounts" USING btree ("account_id","version");--> statement-breakpoint
-- Issue 13: the organisation member list is cached per process and reused while the newest
-- membership version of its organisations is unchanged. A sequence, not a counter row per
-- account: nextval takes no row lock, so no membership change waits on another (decision 0019's
-- membership locks stay the only ones).
CREATE FUNCTION "membership_new_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."version" := nextval('membership_versions');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_accounts_new_version" BEFORE UPDATE ON "user_accounts"
  FOR EACH ROW EXECUTE FUNCTION "membership_new_version"();--> statement-breakpoint
CREATE FUNCTION "membership_leave_tombstone"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "membership_tombstones" ("account_id") VALUES (OLD."account_id");
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "user_accounts_leave_tombstone" AFTER DELETE ON "user_accounts"
  FOR EACH ROW EXECUTE FUNCTION "membership_leave_tombstone"();
