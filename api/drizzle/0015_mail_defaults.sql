ALTER TABLE "users" ALTER COLUMN "communications" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "email_keys" ADD COLUMN "category" text;--> statement-breakpoint
-- Marketing becomes opt-in (a category nobody chose reads as off, `categoriesOf`): an existing account that receives communications and never chose marketing keeps it, as it had it. Existing accounts keep their master switch as it is (SECURITY.md §29).
UPDATE "users" SET "communication_preferences" = "communication_preferences" || '{"marketing": true}'::jsonb WHERE "communications" AND NOT ("communication_preferences" ? 'marketing');
