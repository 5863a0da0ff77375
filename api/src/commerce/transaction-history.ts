import { and, count, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  ACTIVITY_KIND_RECORDS,
  type ListedTransaction,
  PRODUCT,
  type RecordList,
  type TransactionFilter,
  type TransactionStatus,
} from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { offsetOf } from '../db/paging.js';
import { collectibles, transactions, walletTransfers } from '../db/schema.js';
import { weiToGem } from '../ledger/gem-amounts.js';

type TransactionRow = typeof transactions.$inferSelect;
type CollectibleFields = Pick<typeof collectibles.$inferSelect, 'name' | 'rarity' | 'imageUrl' | 'merchantId'>;

/** What a row of the person's activity shows of the collectible moved, read in the same query. */
const collectibleFields = {
  name: collectibles.name,
  rarity: collectibles.rarity,
  imageUrl: collectibles.imageUrl,
  merchantId: collectibles.merchantId,
};

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

function toListedTransaction({
  row,
  collectible,
  address,
}: {
  row: TransactionRow;
  collectible: CollectibleFields | null;
  address: string | null;
}): ListedTransaction {
  return {
    id: row.id,
    time: (row.completedAt ?? row.createdAt).toISOString(),
    kind: row.kind,
    amount: weiToGem(row.amountWei),
    fee: weiToGem(row.feeWei),
    [FROM_ID]: row.fromUserId,
    [TO_ID]: row.toUserId,
    collectibleId: row.collectibleId,
    collectible,
    // Only a send has one; other records keep the shape they always had.
    ...(address ? { address } : {}),
  };
}

/** When a transaction happened, as the list orders and the time filter reads it: completed, or made while pending. */
const happenedAt = sql`coalesce(${transactions.completedAt}, ${transactions.createdAt})`;

/**
 * The conditions of a filter (an extension): the kind as the person calls it (the ledger's kind, and
 * their side of it: a sale is a PURCHASE they were paid in), the merchant of the collectible moved, and
 * the time range, both ends included.
 */
function filterConditions(userId: string, { kind, merchantId, from, to }: TransactionFilter): SQL[] {
  const conditions: SQL[] = [];
  if (kind) {
    const { kind: ledgerKind, side } = ACTIVITY_KIND_RECORDS[kind];
    conditions.push(eq(transactions.kind, ledgerKind), eq(side === 'out' ? transactions.fromUserId : transactions.toUserId, userId));
  }
  if (merchantId) conditions.push(eq(collectibles.merchantId, merchantId));
  if (from) conditions.push(gte(happenedAt, new Date(from)));
  if (to) conditions.push(lte(happenedAt, new Date(to)));
  return conditions;
}

/**
 * Spec §7 `GET /api/users/self/transactions` (COMPLETE) and `/pending` (PENDING): a page of the
 * transactions the user paid or was paid in, newest first, each with the collectible it moved (extension),
 * narrowed by `filter` (extension) in the query itself, so `total` counts what matches. The status is the
 * list's, so the records leave it out (the client marks them, spec §3).
 */
export async function transactionPageOf(
  db: Database,
  userId: string,
  status: TransactionStatus,
  page: number,
  pageSize: number,
  filter: TransactionFilter = {},
): Promise<RecordList<ListedTransaction>> {
  const ofUser = and(
    eq(transactions.status, status),
    or(eq(transactions.fromUserId, userId), eq(transactions.toUserId, userId)),
    ...filterConditions(userId, filter),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: transactions, collectible: collectibleFields, address: walletTransfers.toAddress })
      .from(transactions)
      .leftJoin(collectibles, eq(collectibles.id, transactions.collectibleId))
      // A send names the address it went to, which may belong to nobody here.
      .leftJoin(walletTransfers, eq(walletTransfers.transactionId, transactions.id))
      .where(ofUser)
      .orderBy(desc(happenedAt), desc(transactions.id))
      .limit(pageSize)
      .offset(offsetOf({ page, pageSize })),
    // The merchant filter reads the collectible's merchant: the count joins it too.
    db.select({ total: count() }).from(transactions).leftJoin(collectibles, eq(collectibles.id, transactions.collectibleId)).where(ofUser),
  ]);
  return { records: rows.map(toListedTransaction), total: counted?.total ?? 0 };
}
