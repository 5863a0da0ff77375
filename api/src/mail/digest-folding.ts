import { and, eq, gte, max, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { mailOutbox } from '../db/schema.js';
import { type OutboxRow, queuedContentOf } from './outbox-row.js';
import type { FoldedMail } from './mail-kinds.js';
import { markFolded, release } from './outbox-transitions.js';

/**
 * No floods: a burst of offers mails to one person becomes one digest.
 *
 * The rule, per person, over the foldable (`offers`) mails this sender claimed for them, oldest first:
 * - The person was sent an offers mail (a single one or a digest) less than the window ago, or another
 *   sender is sending them one right now: every claimed mail waits, due again when that window ends.
 * - The oldest arrived when no window was open (nothing sent lately): it goes at once, as itself. The
 *   others go back to the queue; next round they find its window open and wait for it to end.
 * - The oldest arrived inside a window that has now ended (it waited): everything waiting for the person
 *   (what this sender claimed, and every other pending offers mail of theirs) leaves as ONE new
 *   `offers-digest` row; the folded rows become `folded`, `folded_into` naming it. A lone waiting mail
 *   goes as itself.
 * So a hundred offers in a minute give the first mail at once and, a window later, one digest of the
 * other ninety-nine. Security and account mails never come here: they are never folded.
 *
 * The decision runs under a transaction-scoped advisory lock of the person, so two senders (two API
 * servers on one PostgreSQL) deciding for the same person at once take turns: the second sees the
 * first's mail as being sent and waits for its window.
 */
export interface FoldDecision {
  /** What to send now: the oldest mail alone, or the digest row written for the burst; empty while waiting. */
  send: OutboxRow[];
}

export async function foldOffersOfPerson(
  db: Database,
  { userId, claimed, now, windowMs }: { userId: string; claimed: OutboxRow[]; now: Date; windowMs: number },
): Promise<FoldDecision> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`mail-digest:${userId}`}, 0))`);
    const claimedIds = claimed.map((row) => row.id);
    const offersOfPerson = and(eq(mailOutbox.userId, userId), eq(mailOutbox.category, 'offers'));

    const [inFlight] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(offersOfPerson, eq(mailOutbox.status, 'sending'), gte(mailOutbox.leaseUntil, now), notInArray(mailOutbox.id, claimedIds)))
      .limit(1);
    // Its sent time opens the window these wait for; next round knows it.
    if (inFlight) return waitUntil(tx, claimed, now);

    const [last] = await tx
      .select({ sentAt: max(mailOutbox.sentAt) })
      .from(mailOutbox)
      .where(and(offersOfPerson, eq(mailOutbox.status, 'sent')));
    const windowEnd = last?.sentAt ? new Date(last.sentAt.getTime() + windowMs) : null;
    if (windowEnd && now < windowEnd) return waitUntil(tx, claimed, windowEnd);

    const [oldest, ...rest] = claimed;
    if (!oldest) return { send: [] };
    const oldestWaited = windowEnd !== null && oldest.createdAt < windowEnd;
    if (!oldestWaited) {
      await release(tx, rest, now);
      return { send: [oldest] };
    }

    // Pending offers mails of the person this sender did not claim (more than one batch, or not yet due).
    const unclaimed = await tx
      .select()
      .from(mailOutbox)
      .where(and(offersOfPerson, eq(mailOutbox.status, 'pending'), ne(mailOutbox.template, 'offers-digest')))
      .for('update', { skipLocked: true });
    const waiting = [...claimed, ...unclaimed].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    if (waiting.length === 1) return { send: [oldest] };

    const newest = waiting[waiting.length - 1] as OutboxRow;
    const mails = waiting.map((row) => queuedContentOf(row) as FoldedMail);
    const [digest] = await tx
      .insert(mailOutbox)
      .values({
        userId,
        toEmail: newest.toEmail,
        template: 'offers-digest',
        params: { mails },
        category: 'offers',
        locale: newest.locale,
        antiphishingCode: newest.antiphishingCode,
        status: 'sending',
        leaseUntil: oldest.leaseUntil,
      })
      .returning();
    if (!digest) throw new Error('the digest row was not written');
    // Every waiting row is this sender's: claimed by it, or locked by it just above.
    await markFolded(
      tx,
      waiting.map((row) => row.id),
      digest.id,
    );
    return { send: [digest] };
  });
}

async function waitUntil(db: Database, rows: OutboxRow[], at: Date): Promise<FoldDecision> {
  await release(db, rows, at);
  return { send: [] };
}

/** Foldable mails in claim order, grouped by the person they go to. */
export function groupByPerson(rows: OutboxRow[]): Map<string, OutboxRow[]> {
  const groups = new Map<string, OutboxRow[]>();
  for (const row of [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id)) {
    if (row.userId === null) continue;
    groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  }
  return groups;
}
