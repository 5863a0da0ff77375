CREATE TYPE "public"."merchant_status" AS ENUM('ACTIVE', 'INACTIVE');--> statement-breakpoint
CREATE TABLE "merchants" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"status" "merchant_status" NOT NULL,
	"platforms" text[] NOT NULL,
	"game_page_uri" text NOT NULL,
	"landing_page_uri" text NOT NULL,
	"merchant_pages" jsonb NOT NULL,
	"luxury" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"product" text PRIMARY KEY NOT NULL,
	"price" numeric(30, 12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
