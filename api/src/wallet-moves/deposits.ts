import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type DepositRecord, type DepositSummary, PRODUCT, WALLET_MOVE_REFUSALS } from '@marketplace/contracts/wire';
import { weiToGem } from '../ledger/gem-amounts.js';
import { creditBalance } from '../ledger/ledger-moves.js';
import type { Database } from '../db/database.js';
import { insertedRow } from '../db/inserted-row.js';
import { balances, transactions, users } from '../db/schema.js';
import { ClientError } from '../validation/client-error.js';

const DAY_MS = 24 * 60 * 60_000;
/** How many of the latest deposits the receive page lists. */
const LISTED_DEPOSITS = 5;

type TransactionRow = typeof transactions.$inferSelect;

function depositRecordOf(row: TransactionRow): DepositRecord {
  return {
    id: row.id,
    amount: weiToGem(row.amountWei),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

const depositsTo = (userId: string) => and(eq(transactions.kind, 'DEPOSIT'), eq(transactions.toUserId, userId));

/** GEM deposited to the user (pending or confirmed) in the 24 hours before `now`, in wei. */
async function depositedWeiSince(db: Database, userId: string, now: Date): Promise<bigint> {
  const [row] = await db
    .select({ wei: sql<string>`coalesce(sum(${transactions.amountWei}), 0)::text` })
    .from(transactions)
    .where(and(depositsTo(userId), gte(transactions.createdAt, new Date(now.getTime() - DAY_MS))));
  return BigInt(row?.wei ?? '0');
}

/** What the receive page shows of deposits: the stand-in's limits when it runs, and the latest deposits. */
export async function depositSummaryOf(
  db: Database,
  userId: string,
  { standIn, dailyCapWei, now = new Date() }: { standIn: boolean; dailyCapWei: bigint; now?: Date },
): Promise<DepositSummary> {
  const latest = await db
    .select()
    .from(transactions)
    .where(depositsTo(userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(LISTED_DEPOSITS);
  const remainingWei = standIn ? dailyCapWei - (await depositedWeiSince(db, userId, now)) : null;
  return {
    standIn,
    dailyCap: standIn ? weiToGem(dailyCapWei) : null,
    remainingToday: remainingWei === null ? null : weiToGem(remainingWei > 0n ? remainingWei : 0n),
    records: latest.map(depositRecordOf),
  };
}

/**
 * The local deposit stand-in: records `amountWei` as a PENDING deposit to the user's wallet, as a chain
 * deposit would appear before its confirmations; `confirmWalletMoves` credits it later. The user's
 * balance row is locked while the cap is judged, so two deposits at once cannot both fit under it.
 */
export async function recordStandInDeposit(
  db: Database,
  { userId, amountWei, dailyCapWei, now = new Date() }: { userId: string; amountWei: bigint; dailyCapWei: bigint; now?: Date },
): Promise<DepositRecord> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, userId));
    if (!user?.walletAddress) throw new ClientError(409, WALLET_MOVE_REFUSALS.noWallet);
    // A first deposit has no balance row to lock yet: open it empty.
    await creditBalance(tx, userId, 0n);
    await tx
      .select({ userId: balances.userId })
      .from(balances)
      .where(and(eq(balances.userId, userId), eq(balances.product, PRODUCT)))
      .for('update');
    const deposited = await depositedWeiSince(tx, userId, now);
    if (deposited + amountWei > dailyCapWei) {
      const left = dailyCapWei > deposited ? dailyCapWei - deposited : 0n;
      throw new ClientError(409, `${WALLET_MOVE_REFUSALS.dailyCapReached}: ${weiToGem(left)} ${PRODUCT} left of ${weiToGem(dailyCapWei)} ${PRODUCT}`);
    }
    const rows = await tx
      .insert(transactions)
      .values({ kind: 'DEPOSIT', fromUserId: null, toUserId: userId, amountWei: amountWei.toString(), feeWei: '0', status: 'PENDING', createdAt: now })
      .returning();
    return depositRecordOf(insertedRow(rows, 'a deposit'));
  });
}
