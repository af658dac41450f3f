ALTER TABLE "users" ADD COLUMN "display_unit" text DEFAULT 'lb' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "height_cm" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_display_unit" CHECK ("users"."display_unit" IN ('lb', 'kg', 'st'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_height_cm_range" CHECK ("users"."height_cm" IS NULL OR ("users"."height_cm" >= 50 AND "users"."height_cm" <= 272));