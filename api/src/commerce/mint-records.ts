import { and, count, desc, eq } from 'drizzle-orm';
import type { MintRecord, RecordList } from '@marketplace/contracts/wire';
import { ClientError } from '../validation/client-error.js';
import type { Database } from '../db/database.js';
import { offsetOf } from '../db/paging.js';
import { mints } from '../db/schema.js';
import { weiToGem } from '../ledger/gem-amounts.js';

export type MintRow = typeof mints.$inferSelect;

export function toMintRecord(row: MintRow): MintRecord {
  return {
    id: row.id,
    collectibleId: row.collectibleId,
    listingId: row.listingId,
    price: weiToGem(row.priceWei),
    fee: weiToGem(row.feeWei),
    total: weiToGem(BigInt(row.priceWei) + BigInt(row.feeWei)),
    message: row.message,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The user's mint; another user's answers 404 like a missing one, so its existence does not leak. */
export async function mintOfUser(db: Database, userId: string, mintId: string): Promise<MintRow> {
  const [mint] = await db
    .select()
    .from(mints)
    .where(and(eq(mints.id, mintId), eq(mints.userId, userId)));
  if (!mint) throw new ClientError(404, 'Mint not found');
  return mint;
}

/** A page of the user's mints, newest first. */
export async function mintPageOfUser(db: Database, userId: string, page: number, pageSize: number): Promise<RecordList<MintRecord>> {
  const [rows, [counted]] = await Promise.all([
    db.select().from(mints).where(eq(mints.userId, userId)).orderBy(desc(mints.createdAt), desc(mints.id)).limit(pageSize).offset(offsetOf({ page, pageSize })),
    db.select({ total: count() }).from(mints).where(eq(mints.userId, userId)),
  ]);
  return { records: rows.map(toMintRecord), total: counted?.total ?? 0 };
}
