import { and, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { collectibles, transactions } from '../db/schema.js';

/** Transactions that sell a collectible for GEM: a purchase (store or market) and an accepted offer. A craft moves no GEM. */
export const SALE_KINDS = ['PURCHASE', 'OFFER'] as const;

/** An item type: the copies of one merchant's set, alike but for their serial. */
export interface ItemType {
  merchantId: string;
  setId: string;
}

/**
 * Where a completed sale of a merchant's collectibles (of one set when `setId` is given) is found: the
 * one definition of "a sale" the price history and the market's volumes share. Used over
 * `transactions` joined to `collectibles` on the sold collectible.
 */
export function completedSalesOf({ merchantId, setId }: { merchantId: string; setId?: string | undefined }): SQL | undefined {
  return and(
    eq(collectibles.merchantId, merchantId),
    ...(setId === undefined ? [] : [eq(collectibles.setId, setId)]),
    eq(transactions.status, 'COMPLETE'),
    inArray(transactions.kind, SALE_KINDS),
  );
}

/** Sales that completed in `[from, to)`. */
export function completedBetween(from: Date | null, to: Date): SQL | undefined {
  return and(...(from ? [gte(transactions.completedAt, from)] : []), lt(transactions.completedAt, to));
}

/**
 * The exact median of the sold amounts (wei, `numeric`) as a decimal string of wei: the mean of the lower
 * and upper middle value (`percentile_disc` both ways), which keeps numeric exact where `percentile_cont`
 * would go through double precision. Runs the same on PGlite and PostgreSQL.
 */
export const medianSoldWei = sql<string>`trunc((percentile_disc(0.5) within group (order by ${transactions.amountWei}) + percentile_disc(0.5) within group (order by ${transactions.amountWei} desc)) / 2)::text`;
