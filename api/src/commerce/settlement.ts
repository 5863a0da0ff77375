import { and, asc, eq, lte, notInArray } from 'drizzle-orm';
import { forgetExpiredIdempotentAnswers } from '../idempotency/idempotent-writes.js';
import { ALWAYS_HELD, leasedRound, type WorkerLease } from '../workers/worker-lease.js';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TRANSLATION_IDS } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, mints, offers, transactions } from '../db/schema.js';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import { notify } from '../notifications/notify.js';
import { creditReferralReward } from '../referrals/referral-rewards.js';
import { weiToGem } from '../ledger/gem-amounts.js';
import { creditBalance } from '../ledger/ledger-moves.js';
import { releaseExpiredReservations } from './reservations.js';
import { startRepeatingRound, type RepeatingRound, type WorkerTimers } from '../workers/repeating-round.js';
import { WALLET_MOVE_KINDS } from '../ledger/wallet-move-kinds.js';

/** A paid purchase settles (collectible and GEM change hands) this long after it is signed. */
export const DEFAULT_SETTLE_AFTER_MS = 2000;

export interface SettlementRound extends MailLinkOrigin {
  now?: Date;
  /** Only transactions pending at least this long are settled; 0 (the default) settles all. */
  minimumAgeMs?: number;
}

/**
 * Completes the PENDING transactions (the buyer has paid already): the collectible goes to the
 * buyer, the seller is credited the price, the transaction and its mint become COMPLETE, offers
 * still open on the collectible (made to the previous owner) are declined, and everyone concerned
 * is told (notification and mail). Answers how many it settled. Deposits and sends are not sales: `confirmWalletMoves` completes those.
 */
export async function settlePendingTransactions(db: Database, { now = new Date(), minimumAgeMs = 0, shellOrigin }: SettlementRound): Promise<number> {
  const pending = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'PENDING'),
        notInArray(transactions.kind, [...WALLET_MOVE_KINDS]),
        lte(transactions.createdAt, new Date(now.getTime() - minimumAgeMs)),
      ),
    )
    .orderBy(asc(transactions.createdAt));
  let settled = 0;
  for (const { id } of pending) if (await settleTransaction(db, { shellOrigin }, id, now)) settled += 1;
  return settled;
}

/** One transaction, all or nothing; false when another worker settled it first. */
async function settleTransaction(db: Database, links: MailLinkOrigin, transactionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(transactions)
      .set({ status: 'COMPLETE', completedAt: now })
      .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')))
      .returning();
    if (!done) return false;

    const { fromUserId: buyerId, toUserId: sellerId, collectibleId } = done;
    const price = weiToGem(done.amountWei);
    const [collectible] = collectibleId ? await tx.select({ name: collectibles.name }).from(collectibles).where(eq(collectibles.id, collectibleId)) : [];
    const name = collectible?.name ?? '';

    if (collectibleId && buyerId) {
      await tx.update(collectibles).set({ ownerId: buyerId, receivedTime: now }).where(eq(collectibles.id, collectibleId));
      const declined = await tx
        .update(offers)
        .set({ status: 'DECLINED', decidedAt: now })
        .where(and(eq(offers.collectibleId, collectibleId), eq(offers.status, 'OPEN')))
        .returning({ bidderId: offers.bidderId, price: offers.price });
      for (const offer of declined) await tellAccount(tx, links, offer.bidderId, 'offer-declined', { collectible: name, price: offer.price });
    }
    if (sellerId) await creditBalance(tx, sellerId, BigInt(done.amountWei));
    if (done.mintId) await tx.update(mints).set({ status: 'COMPLETE' }).where(eq(mints.id, done.mintId));
    // A store purchase, bought alone or in a cart, may earn the buyer's referrer their reward, out of its fee.
    if (buyerId) await creditReferralReward(tx, links, { ...done, buyerId }, now);

    if (buyerId) {
      await tellAccount(tx, links, buyerId, 'purchase-settled', { collectible: name, price });
      await notify(tx, buyerId, NOTIFICATION_TRANSLATION_IDS.transferReceived, { collectible: name });
    }
    if (sellerId) await tellAccount(tx, links, sellerId, 'item-sold', { collectible: name, price });
    return true;
  });
}

export type SettlementWorker = RepeatingRound;
export type { WorkerTimers };

export interface SettlementWorkerOptions extends MailLinkOrigin {
  db: Database;
  /** A transaction settles once it has been pending this long; rounds run as often. */
  settleAfterMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  timers?: WorkerTimers;
  /** Which instance settles (`workers/worker-lease.ts`); unset: this one always does. */
  lease?: WorkerLease;
}

/**
 * Settles the transactions pending for `settleAfterMs` and releases expired reservations, every
 * `settleAfterMs` until stopped: a paid purchase shows as pending for a moment, as on a chain.
 */
export function startSettlementWorker({ db, settleAfterMs, log, timers, shellOrigin, lease = ALWAYS_HELD }: SettlementWorkerOptions): SettlementWorker {
  return startRepeatingRound({
    everyMs: settleAfterMs,
    log,
    failureMessage: 'settlement round failed',
    ...(timers ? { timers } : {}),
    round: leasedRound(lease, async () => {
      await releaseExpiredReservations(db);
      await settlePendingTransactions(db, { minimumAgeMs: settleAfterMs, shellOrigin });
      await forgetExpiredIdempotentAnswers(db);
    }),
  });
}
