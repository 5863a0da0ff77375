import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox, users } from '../db/schema.js';
import type { MailKind } from '../mail/mail-kinds.js';

/** A queued mail as a test asserts on it: what it is, to whom, what it carries, and the rules it follows. */
export interface QueuedMail {
  kind: string;
  userId: string | null;
  toEmail: string;
  category: string;
  status: string;
  params: Record<string, unknown>;
}

/** The mails queued for an account, oldest first. */
export async function queuedMailsOf(db: Database, userId: string): Promise<QueuedMail[]> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.userId, userId)).orderBy(asc(mailOutbox.id));
  return rows.map(({ template, toEmail, category, status, params }) => ({ kind: template, userId, toEmail, category, status, params }));
}

/** The kinds of mail queued for an account, oldest first. */
export async function queuedKindsOf(db: Database, userId: string): Promise<string[]> {
  return (await queuedMailsOf(db, userId)).map((mail) => mail.kind);
}

/**
 * The link of the newest queued mail of `kind` to `email`, as the person would follow it once the mail
 * arrives. Tests run without the sender, so the queue still holds it; a sent mail's link is erased (the
 * admin outbox never shows one), and the e2e suite reads links from the local inbox instead.
 */
export async function queuedLinkTo(db: Database, email: string, kind: MailKind): Promise<string> {
  const [mail] = await db
    .select({ link: mailOutbox.link })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toEmail, email), eq(mailOutbox.template, kind)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!mail?.link) throw new Error(`no queued ${kind} mail with a link to ${email}`);
  return mail.link;
}

/** The mails queued to `email`, newest first, with the antiphishing code each shows (the admin outbox never answers it). */
export async function queuedCodesTo(db: Database, email: string): Promise<{ kind: string; antiphishingCode: string | null }[]> {
  return db
    .select({ kind: mailOutbox.template, antiphishingCode: mailOutbox.antiphishingCode })
    .from(mailOutbox)
    .where(eq(mailOutbox.toEmail, email))
    .orderBy(desc(mailOutbox.id));
}

/** The address an account's mail goes to, for asserting a queued mail's recipient. */
export async function emailOfAccount(db: Database, userId: string): Promise<string> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`no account ${userId}`);
  return user.email;
}
