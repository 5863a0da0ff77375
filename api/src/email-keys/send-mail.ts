import { eq, sql } from 'drizzle-orm';
import type { MailOutboxEntry } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { mailOutbox, users } from '../db/schema.js';

export interface OutgoingMail {
  /** The account the mail is about; null for an address with no account behind it (a ticket filed signed out). */
  userId: string | null;
  toEmail: string;
  template: MailOutboxEntry['template'];
  link: string;
}

/**
 * "Sends" a mail: writes it to the outbox, the local stand-in for a mail provider. The recipient's antiphishing
 * code is written with it, read in the same statement: a sent mail keeps the code it was sent with, so a code
 * changed later shows only in later mails, as in a real inbox. Every sender goes through here.
 */
export async function sendMail(db: Database, { userId, toEmail, template, link }: OutgoingMail): Promise<void> {
  const antiphishingCode = userId === null ? null : sql`(${db.select({ code: users.antiphishingCode }).from(users).where(eq(users.id, userId))})`;
  await db.insert(mailOutbox).values({ userId, toEmail, template, link, antiphishingCode });
}
