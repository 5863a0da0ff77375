import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import { type ListedTransaction, PRODUCT, type RecordList, type TransactionStatus } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { offsetOf } from '../db/paging.js';
import { transactions } from '../db/schema.js';
import { weiToGem } from './gem-amounts.js';

type TransactionRow = typeof transactions.$inferSelect;

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

function toListedTransaction(row: TransactionRow): ListedTransaction {
  return {
    id: row.id,
    time: (row.completedAt ?? row.createdAt).toISOString(),
    kind: row.kind,
    amount: weiToGem(row.amountWei),
    fee: weiToGem(row.feeWei),
    [FROM_ID]: row.fromUserId,
    [TO_ID]: row.toUserId,
    collectibleId: row.collectibleId,
  };
}

/**
 * Spec §7 `GET /api/users/self/transactions` (COMPLETE) and `/pending` (PENDING): a page of the
 * transactions the user paid or was paid in, newest first. The status is the list's, so the records
 * leave it out (the client marks them, spec §3).
 */
export async function transactionPageOf(
  db: Database,
  userId: string,
  status: TransactionStatus,
  page: number,
  pageSize: number,
): Promise<RecordList<ListedTransaction>> {
  const ofUser = and(eq(transactions.status, status), or(eq(transactions.fromUserId, userId), eq(transactions.toUserId, userId)));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(transactions)
      .where(ofUser)
      .orderBy(desc(sql`coalesce(${transactions.completedAt}, ${transactions.createdAt})`), desc(transactions.id))
      .limit(pageSize)
      .offset(offsetOf({ page, pageSize })),
    db.select({ total: count() }).from(transactions).where(ofUser),
  ]);
  return { records: rows.map(toListedTransaction), total: counted?.total ?? 0 };
}
