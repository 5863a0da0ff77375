import { and, asc, eq, inArray, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import type { OutboxRow } from './outbox-row.js';

/**
 * How long a claimed mail belongs to the sender that claimed it. Far longer than one SMTP conversation
 * may last (`mail-transport.ts` bounds it at well under a minute), so a live sender never loses a row it
 * is sending; short enough that a row whose sender died is sent by another a few minutes later.
 */
export const MAIL_LEASE_MS = 3 * 60_000;

/** At most this many mails per round, so one round stays short and a stopping API waits little. */
export const MAIL_CLAIM_BATCH = 25;

/**
 * Claims the mails due at `now`: pending ones whose time has come, and ones whose sender's lease ran out
 * (it died mid-send). One statement's worth of rows, locked with `FOR UPDATE SKIP LOCKED` and marked
 * `sending` until `now + MAIL_LEASE_MS` in the same transaction: two senders (two API servers on one
 * PostgreSQL) never claim the same row, and neither waits for the other.
 */
export async function claimDueMails(db: Database, now: Date, batch = MAIL_CLAIM_BATCH): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)), and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.leaseUntil, now))),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
      .limit(batch)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({ status: 'sending', leaseUntil: new Date(now.getTime() + MAIL_LEASE_MS) })
      .where(
        inArray(
          mailOutbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning()
      .then((rows) => rows.sort((a, b) => a.id - b.id));
  });
}
