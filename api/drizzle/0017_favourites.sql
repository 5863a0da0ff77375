CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"merchant_id" text NOT NULL,
	"set_id" text NOT NULL,
	"price_when_favourited" numeric(13, 2),
	"notified_price" numeric(13, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_merchant_id_set_id_pk" PRIMARY KEY("user_id","merchant_id","set_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "favourites_merchant_set_idx" ON "favourites" USING btree ("merchant_id","set_id");