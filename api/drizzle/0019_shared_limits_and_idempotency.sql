CREATE TABLE "idempotent_requests" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"claimed_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_requests_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
ALTER TABLE "idempotent_requests" ADD CONSTRAINT "idempotent_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotent_requests_created_idx" ON "idempotent_requests" USING btree ("created_at");--> statement-breakpoint
-- Every instance's read caches forget what a write changes (api/src/db/table-changes.ts): each statement
-- that changes a table tells the `table_changes` channel its name. NOTIFY is delivered when the writing
-- transaction commits (never before, never for one rolled back), and it sees what drizzle cannot: writes
-- by another instance, cascades and the search triggers. The two tables of the instances' own bookkeeping
-- are left out: written on nearly every request, no cache reads them.
CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('table_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  changed_table text;
BEGIN
  FOR changed_table IN
    SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rate_limits', 'idempotent_requests')
  LOOP
    EXECUTE format(
      'CREATE TRIGGER notify_table_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
      changed_table
    );
  END LOOP;
END $$;
