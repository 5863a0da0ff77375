ALTER TABLE "merchants" ADD COLUMN "tagline" jsonb;--> statement-breakpoint
ALTER TABLE "merchants" ADD COLUMN "art_url" text;