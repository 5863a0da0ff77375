import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { mailOutbox, users } from '../db/schema.js';
import { MAIL_CATEGORY, type MailKind, type MailParams, TO_UNPROVEN_ADDRESS } from './mail-kinds.js';

export interface OutgoingMail<K extends MailKind> {
  /** The account the mail is about; null for an address with no account behind it (a ticket filed signed out). */
  userId: string | null;
  toEmail: string;
  kind: K;
  params: MailParams[K];
  /** The language of a mail to an address with no account; an account's mail speaks its preferred locale. */
  locale?: Locale;
}

/**
 * Queues a mail: one row of the outbox, which the sender delivers over SMTP after the transaction commits.
 * Pass the transaction of the change the mail tells about, so the mail exists exactly when the change does
 * and the answer to the person never waits on the mail server. The recipient's antiphishing code is written
 * with it, read in the same statement: a mail keeps the code it was queued with, so a code changed later
 * shows only in later mails, as in a real inbox. A mail to an address not proven yet shows none
 * (`TO_UNPROVEN_ADDRESS`). Every mail goes through here.
 */
export async function enqueueMail<K extends MailKind>(db: Database, mail: OutgoingMail<K>): Promise<void> {
  const { userId, toEmail, kind, params, locale = null } = mail;
  const antiphishingCode =
    userId === null || TO_UNPROVEN_ADDRESS.has(kind) ? null : sql`(${db.select({ code: users.antiphishingCode }).from(users).where(eq(users.id, userId))})`;
  const stored: Record<string, unknown> = { ...params };
  const link = typeof stored.link === 'string' ? stored.link : null;
  await db.insert(mailOutbox).values({ userId, toEmail, template: kind, params: stored, link, category: MAIL_CATEGORY[kind], locale, antiphishingCode });
}
