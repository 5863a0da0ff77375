CREATE TABLE "cart_checkout_items" (
	"checkout_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"listing_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_wei" numeric(78, 0) NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"current_price" numeric(13, 2),
	"fee_wei" numeric(78, 0) DEFAULT '0' NOT NULL,
	"collectible_id" uuid,
	"transaction_id" uuid,
	CONSTRAINT "cart_checkout_items_checkout_id_position_pk" PRIMARY KEY("checkout_id","position")
);
--> statement-breakpoint
CREATE TABLE "cart_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"signature" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gem_usd_rate" numeric(30, 12),
	"status" text DEFAULT 'SETTLING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_checkout_items" ADD CONSTRAINT "cart_checkout_items_checkout_id_cart_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."cart_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkout_items" ADD CONSTRAINT "cart_checkout_items_collectible_id_collectibles_id_fk" FOREIGN KEY ("collectible_id") REFERENCES "public"."collectibles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkout_items" ADD CONSTRAINT "cart_checkout_items_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_checkouts" ADD CONSTRAINT "cart_checkouts_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_checkouts_buyer_key_idx" ON "cart_checkouts" USING btree ("buyer_id","idempotency_key");--> statement-breakpoint
-- The tables added since migration 0019 (the account closings of 0020, the cart's of 0021) tell every
-- instance's caches of their writes too, as that migration's tables do.
DO $$
DECLARE
  changed_table text;
BEGIN
  FOR changed_table IN
    SELECT t.tablename FROM pg_tables t
    WHERE t.schemaname = 'public' AND t.tablename NOT IN ('rate_limits', 'idempotent_requests')
      AND NOT EXISTS (
        SELECT 1 FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
        WHERE c.relname = t.tablename AND g.tgname = 'notify_table_change'
      )
  LOOP
    EXECUTE format(
      'CREATE TRIGGER notify_table_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      changed_table
    );
  END LOOP;
END $$;
