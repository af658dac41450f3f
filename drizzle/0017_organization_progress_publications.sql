CREATE TABLE "organization_progress_publications" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"as_of" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"figures" jsonb NOT NULL,
	"fingerprints" jsonb NOT NULL,
	"trend" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_progress_publications" ADD CONSTRAINT "organization_progress_publications_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;