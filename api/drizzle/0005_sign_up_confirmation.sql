ALTER TYPE "public"."email_key_purpose" ADD VALUE 'CONFIRM_SIGN_UP';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_sign_up_confirmation" boolean DEFAULT false NOT NULL;