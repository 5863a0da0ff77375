import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_TRANSLATION_IDS } from '@marketplace/contracts/wire';
import { weiToGem } from '../ledger/gem-amounts.js';
import { creditBalance } from '../ledger/ledger-moves.js';
import type { Database } from '../db/database.js';
import { transactions, walletTransfers } from '../db/schema.js';
import { notify } from '../notifications/notify.js';
import { startRepeatingRound, type RepeatingRound, type WorkerTimers } from '../workers/repeating-round.js';
import type { WalletMoveSettings } from './wallet-move-settings.js';

export type ConfirmationDelays = Pick<WalletMoveSettings, 'depositConfirmAfterMs' | 'transferConfirmAfterMs'>;

const pendingOlderThan = (kind: 'DEPOSIT' | 'TRANSFER', now: Date, ageMs: number) =>
  and(eq(transactions.kind, kind), lte(transactions.createdAt, new Date(now.getTime() - ageMs)));

/**
 * Completes the deposits and sends whose confirmation time has passed by `now`: a deposit is credited
 * to its wallet, a send reaches its recipient when the address is an account here (the sender paid
 * already); each is notified. All or nothing per move, and once only however many rounds run.
 * Answers how many it completed.
 */
export async function confirmWalletMoves(
  db: Database,
  { now = new Date(), depositConfirmAfterMs, transferConfirmAfterMs }: ConfirmationDelays & { now?: Date },
): Promise<number> {
  const due = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(
      and(
        eq(transactions.status, 'PENDING'),
        or(pendingOlderThan('DEPOSIT', now, depositConfirmAfterMs), pendingOlderThan('TRANSFER', now, transferConfirmAfterMs)),
      ),
    )
    .orderBy(asc(transactions.createdAt));
  let confirmed = 0;
  for (const { id } of due) if (await confirmMove(db, id, now)) confirmed += 1;
  return confirmed;
}

async function confirmMove(db: Database, transactionId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx
      .update(transactions)
      .set({ status: 'COMPLETE', completedAt: now })
      .where(and(eq(transactions.id, transactionId), eq(transactions.status, 'PENDING')))
      .returning();
    if (!done) return false;
    const amount = weiToGem(done.amountWei);
    if (done.toUserId) await creditBalance(tx, done.toUserId, BigInt(done.amountWei));

    if (done.kind === 'DEPOSIT') {
      if (done.toUserId) await notify(tx, done.toUserId, NOTIFICATION_TRANSLATION_IDS.depositConfirmed, { amount });
      return true;
    }
    const [transfer] = await tx.select({ toAddress: walletTransfers.toAddress }).from(walletTransfers).where(eq(walletTransfers.transactionId, transactionId));
    if (done.fromUserId) await notify(tx, done.fromUserId, NOTIFICATION_TRANSLATION_IDS.transferSent, { amount, address: transfer?.toAddress ?? '' });
    if (done.toUserId) await notify(tx, done.toUserId, NOTIFICATION_TRANSLATION_IDS.gemReceived, { amount });
    return true;
  });
}

export interface WalletMoveWorkerOptions {
  db: Database;
  delays: ConfirmationDelays;
  /** How often a round looks for moves whose time has come. */
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The time the confirmations are judged at; tests pass a clock they move. */
  clock?: () => Date;
  timers?: WorkerTimers;
}

/** The simulated chain: a round every `everyMs` completes the deposits and sends whose confirmation time `clock()` has passed. */
export function startWalletMoveWorker({ db, delays, everyMs, log, clock = () => new Date(), timers }: WalletMoveWorkerOptions): RepeatingRound {
  return startRepeatingRound({
    everyMs,
    log,
    failureMessage: 'wallet move confirmation round failed',
    ...(timers ? { timers } : {}),
    round: () => confirmWalletMoves(db, { ...delays, now: clock() }),
  });
}
