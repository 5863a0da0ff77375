CREATE TYPE "public"."user_role" AS ENUM('USER', 'ADMIN');--> statement-breakpoint
CREATE TABLE "balances" (
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"amount_wei" numeric(78, 0) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_user_id_product_pk" PRIMARY KEY("user_id","product")
);
--> statement-breakpoint
CREATE TABLE "client_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"event" text NOT NULL,
	"status" integer NOT NULL,
	"message" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"rescue" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rescue_keys" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"username_update_time" timestamp with time zone,
	"display_name" text,
	"tagline" text,
	"password_hash" text,
	"password_salt" text,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"identity_providers" jsonb DEFAULT '{"password":false,"google":false,"apple":false}'::jsonb NOT NULL,
	"profile_picture" text DEFAULT 'DEFAULT' NOT NULL,
	"profile_banner" text DEFAULT 'banner0' NOT NULL,
	"antiphishing_code" text,
	"communications" boolean DEFAULT false NOT NULL,
	"two_factor_auth" boolean DEFAULT false NOT NULL,
	"accept_terms" boolean DEFAULT false NOT NULL,
	"preferred_locale" text DEFAULT 'en' NOT NULL,
	"show_balance" boolean DEFAULT true NOT NULL,
	"wallet_address" text,
	"account_address" text,
	"referrer_id" uuid,
	"registration_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_wallet_address_unique" UNIQUE("wallet_address")
);
--> statement-breakpoint
CREATE TABLE "vault_keys" (
	"user_id" uuid NOT NULL,
	"key_type" text NOT NULL,
	"value" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "vault_keys_user_id_key_type_pk" PRIMARY KEY("user_id","key_type")
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "value" text;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_codes" ADD CONSTRAINT "login_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rescue_keys" ADD CONSTRAINT "rescue_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_keys" ADD CONSTRAINT "vault_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_codes_expires_at_idx" ON "login_codes" USING btree ("expires_at");