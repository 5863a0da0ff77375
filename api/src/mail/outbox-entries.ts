import { desc, eq } from 'drizzle-orm';
import type { MailKindName, MailOutboxEntry } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import type { MailCategory, MailKind } from './mail-kinds.js';

/** The wire's list of kinds is the API's, no more and no less: a new kind fails to compile until both name it. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const KINDS_AGREE: Same<MailKind, MailKindName> = true;
void KINDS_AGREE;

/**
 * What the outbox holds, newest first, at most `limit` mails; one recipient's when `email` is given: the
 * kind, recipient, where the mail is (status, attempts, times, last error) and whether it shows an antiphishing
 * code. Never the code (the one secret a phisher lacks), nor its links or params: those may hold keys, and a
 * sent mail's are erased anyway.
 */
export async function outboxEntries(db: Database, { email, limit = 100 }: { email?: string; limit?: number }): Promise<MailOutboxEntry[]> {
  const rows = await db
    .select()
    .from(mailOutbox)
    .where(email ? eq(mailOutbox.toEmail, email) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
  return rows.map((mail) => ({
    id: mail.id,
    toEmail: mail.toEmail,
    kind: mail.template as MailKind,
    category: mail.category as MailCategory,
    status: mail.status as MailOutboxEntry['status'],
    attempts: mail.attempts,
    showsAntiphishingCode: mail.antiphishingCode !== null,
    createdAt: mail.createdAt.toISOString(),
    nextAttemptAt: mail.nextAttemptAt.toISOString(),
    sentAt: mail.sentAt?.toISOString() ?? null,
    lastError: mail.lastError,
    foldedInto: mail.foldedInto,
  }));
}
