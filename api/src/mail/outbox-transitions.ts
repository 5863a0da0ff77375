import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import type { OutboxRow } from './outbox-row.js';
import { retryAfterMs } from './retry-backoff.js';

/**
 * What a row keeps once it is done with (sent, suppressed, folded): no content. The links of a sign-up
 * confirmation, a verification or an unsubscribe mail hold keys; once the mail has left, the key lives
 * only in the recipient's mailbox, never in a table an administrator (or a leaked backup) can read.
 * Everything else the mail said goes with it: the row stays as the record of what was sent, to whom, when.
 */
const NO_CONTENT = { link: null, params: {} } as const;

/** The row is still this sender's: claimed by it (its lease, to the millisecond) and not taken over by another since. */
export const stillClaimed = (row: Pick<OutboxRow, 'id' | 'leaseUntil'>) =>
  and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'sending'), row.leaseUntil ? eq(mailOutbox.leaseUntil, row.leaseUntil) : undefined);

/** The SMTP server accepted the mail: sent, and its secrets erased. False when the row was no longer this sender's. */
export async function markSent(db: Database, row: OutboxRow, now: Date): Promise<boolean> {
  const done = await db
    .update(mailOutbox)
    .set({ ...NO_CONTENT, status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, leaseUntil: null, lastError: null })
    .where(stillClaimed(row))
    .returning({ id: mailOutbox.id });
  return done.length > 0;
}

/** The attempt failed: tried again after the backoff of its attempt count, with what went wrong (no secrets: `safeMailError`). */
export async function markFailed(db: Database, row: OutboxRow, now: Date, lastError: string): Promise<void> {
  const attempts = row.attempts + 1;
  await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts, lastError, leaseUntil: null, nextAttemptAt: new Date(now.getTime() + retryAfterMs(attempts)) })
    .where(stillClaimed(row));
}

/**
 * The mail cannot be made from what was queued (`MailContentError`): kept with what went wrong, never tried
 * again, its content erased like a sent mail's (a link may hold a key). An ADMIN sees it in the outbox read.
 */
export async function markUndeliverable(db: Database, row: OutboxRow, lastError: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ ...NO_CONTENT, status: 'undeliverable', attempts: sql`${mailOutbox.attempts} + 1`, lastError, leaseUntil: null })
    .where(stillClaimed(row));
}

/** The person's preferences said no when it was time to send: never sent. */
export async function markSuppressed(db: Database, rows: OutboxRow[]): Promise<void> {
  for (const row of rows)
    await db
      .update(mailOutbox)
      .set({ ...NO_CONTENT, status: 'suppressed', leaseUntil: null })
      .where(stillClaimed(row));
}

/** Back to the queue untouched (no attempt was made), due again at `at`. */
export async function release(db: Database, rows: OutboxRow[], at: Date): Promise<void> {
  for (const row of rows) await db.update(mailOutbox).set({ status: 'pending', leaseUntil: null, nextAttemptAt: at }).where(stillClaimed(row));
}

/** These mails went out inside the digest `digestId`. */
export async function markFolded(db: Database, ids: number[], digestId: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ ...NO_CONTENT, status: 'folded', foldedInto: digestId, leaseUntil: null })
    .where(inArray(mailOutbox.id, ids));
}
