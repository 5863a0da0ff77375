ALTER TYPE "public"."email_key_purpose" ADD VALUE 'CONFIRM_EMAIL_CHANGE';--> statement-breakpoint
ALTER TABLE "email_keys" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "email_keys" ADD COLUMN "requested_by_device_id" uuid;--> statement-breakpoint
ALTER TABLE "email_keys" ADD CONSTRAINT "email_keys_requested_by_device_id_devices_id_fk" FOREIGN KEY ("requested_by_device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;