ALTER TABLE "transactions" ADD COLUMN "referred_user_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_referred_user_id_users_id_fk" FOREIGN KEY ("referred_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The rewards paid so far name their referred person through the mint of the purchase that earned them:
-- each is given that person. Should a race before this guard have paid one person twice, only the
-- earliest reward names them (the later stays in the referrer's ledger, unnamed), so the unique guard
-- below can be built.
UPDATE "transactions" AS "reward"
SET "referred_user_id" = "earliest"."user_id"
FROM (
  SELECT DISTINCT ON ("mints"."user_id") "t"."id", "mints"."user_id"
  FROM "transactions" AS "t"
  JOIN "mints" ON "mints"."id" = "t"."mint_id"
  WHERE "t"."kind" = 'REFERRAL_REWARD'
  ORDER BY "mints"."user_id", "t"."created_at", "t"."id"
) AS "earliest"
WHERE "reward"."id" = "earliest"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_referral_reward_once_idx" ON "transactions" USING btree ("referred_user_id") WHERE "transactions"."kind" = 'REFERRAL_REWARD';
