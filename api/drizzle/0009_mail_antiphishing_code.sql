ALTER TABLE "mail_outbox" ADD COLUMN "antiphishing_code" text;--> statement-breakpoint
-- Mails already in the outbox showed the recipient's code of the moment they were read; they keep today's.
UPDATE "mail_outbox" SET "antiphishing_code" = "users"."antiphishing_code" FROM "users" WHERE "users"."id" = "mail_outbox"."user_id";
