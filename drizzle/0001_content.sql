CREATE TABLE "content_footer" (
	"locale" text PRIMARY KEY NOT NULL,
	"primary_button_text" text NOT NULL,
	"primary_button_link" text NOT NULL,
	"facebook_text" text NOT NULL,
	"facebook_link" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_footer_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"name" text NOT NULL,
	"legacy_link" text NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_navbar" (
	"locale" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"hide_page" boolean DEFAULT false NOT NULL,
	CONSTRAINT "content_pages_slug_locale_pk" PRIMARY KEY("slug","locale")
);
--> statement-breakpoint
CREATE INDEX "content_footer_links_locale_idx" ON "content_footer_links" USING btree ("locale","display_order");