import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';

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
