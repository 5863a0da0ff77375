import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { DEFAULT_FEES, marketplaceFeeWei } from '../commerce/fees.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { DEFAULT_SETTLE_AFTER_MS } from '../commerce/settlement.js';
import { transactions, users } from '../db/schema.js';
import { SEED_GEM_USD_PRICE } from './seed-merchants.js';
import type { SeedTransaction } from './seed-transaction.js';
import { seedUuid } from './seed-uuid.js';
import { marketRuns } from './seed-market.js';
import { SEED_SELLERS, sellerEmail } from './seed-market-stock.js';

const MINUTE = 60_000;

/** How far back the seeded sales reach: the longest chart range but "all". */
export const SEED_SALES_SPAN_DAYS = 90;
/** Sales of a set over the span, per copy the sellers list: a common set (14 copies) sells 42 times, some 1,365 sales in all. */
export const SEED_SALES_PER_COPY = 3;
/** How much cheaper a set sold at the start of the span than today: the seeded market rises gently. */
const RISE_PERMILLE = 150n;

/** A fraction in [0, 1) fixed by `name`, so every seeded database holds the same sales. */
function seededFraction(name: string): number {
  return parseInt(createHash('sha256').update(`marketplace-sales-seed:${name}`).digest('hex').slice(0, 8), 16) / 2 ** 32;
}

/** The id of the `index`-th seeded sale of a set: tests find the seeded sales by it. */
export function seededSaleId(setId: string, index: number): string {
  return seedUuid(`transaction:seeded-sale:${setId}:${index}`);
}

/**
 * How long before the seed ran a sale completed: spread over the span, denser towards today (a
 * fraction squared), so the last day and week have sales and the chart's right edge is busy.
 */
function minutesBeforeSeed(key: string): number {
  const fraction = seededFraction(`when:${key}`);
  return Math.floor(fraction * fraction * SEED_SALES_SPAN_DAYS * 24 * 60);
}

/**
 * A sale's price: 80 % to 130 % of the set's usual price, less up to `RISE_PERMILLE` the older the sale,
 * in whole cents computed in integers.
 */
function salePrice(basePrice: string, key: string, minutesAgo: number): string {
  const [whole = '0', cents = ''] = basePrice.split('.');
  const baseCents = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  const spread = 800n + BigInt(Math.floor(seededFraction(`price:${key}`) * 500));
  const age = BigInt(Math.floor((minutesAgo / (SEED_SALES_SPAN_DAYS * 24 * 60)) * Number(RISE_PERMILLE)));
  const cents100 = (baseCents * spread * (1000n - age) + 500_000n) / 1_000_000n;
  const positive = cents100 > 0n ? cents100 : 1n;
  return `${positive / 100n}.${(positive % 100n).toString().padStart(2, '0')}`;
}

/**
 * A market that has been trading (issue 23, "a seed that looks alive"): every set the sellers list sold
 * between the sellers over the 90 days before the data was created, some of it today, so a fresh
 * database shows price charts and 24 h / 7 d volumes. Times are relative to `seededAt` (the seed's run),
 * everything else (ids, prices, order, how long before `seededAt`) is fixed by names, so two databases
 * seeded at the same moment are equal and tests can rely on counts within any window before it.
 */
export async function seedSalesHistory(tx: SeedTransaction, seededAt: Date = new Date()): Promise<void> {
  const sellers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, SEED_SELLERS.map(sellerEmail)));
  const sellerIds = SEED_SELLERS.map(sellerEmail)
    .map((email) => sellers.find((seller) => seller.email === email)?.id)
    .filter((id): id is string => id !== undefined);
  if (sellerIds.length < 2) return;

  const rows = seededSaleRows(sellerIds, seededAt);
  // In slices: one statement of every row would pass PostgreSQL's limit of parameters.
  for (let start = 0; start < rows.length; start += 500) {
    await tx
      .insert(transactions)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
  await tx.execute(sql`analyze ${transactions}`);
}

/** The seeded sales among `sellerIds`, dated before `seededAt`: a pure function of both, so tests can rely on it. */
export function seededSaleRows(sellerIds: readonly string[], seededAt: Date): Array<typeof transactions.$inferInsert> {
  // The seed's clock stops at a whole minute: a sale "0 minutes ago" is not in the future of a test's clock.
  const anchor = Math.floor(seededAt.getTime() / MINUTE) * MINUTE;
  const rows: Array<typeof transactions.$inferInsert> = [];
  for (const run of marketRuns()) {
    const sales = run.copies * SEED_SALES_PER_COPY;
    for (let index = 0; index < sales; index += 1) {
      const key = `${run.setId}:${index}`;
      const minutesAgo = minutesBeforeSeed(key);
      const seller = Math.floor(seededFraction(`seller:${key}`) * sellerIds.length);
      // The buyer is any other seller: one step of 1 … n-1 around the circle.
      const buyer = (seller + 1 + Math.floor(seededFraction(`buyer:${key}`) * (sellerIds.length - 1))) % sellerIds.length;
      const copy = Math.floor(seededFraction(`copy:${key}`) * run.copies);
      const priceWei = gemToWei(salePrice(run.basePrice, key, minutesAgo));
      const completedAt = anchor - minutesAgo * MINUTE;
      rows.push({
        id: seededSaleId(run.setId, index),
        kind: 'PURCHASE',
        fromUserId: sellerIds[buyer],
        toUserId: sellerIds[seller],
        amountWei: priceWei.toString(),
        feeWei: marketplaceFeeWei(priceWei, DEFAULT_FEES, SEED_GEM_USD_PRICE).toString(),
        collectibleId: seedUuid(`market-collectible:${run.setId}:${copy}`),
        status: 'COMPLETE',
        createdAt: new Date(completedAt - DEFAULT_SETTLE_AFTER_MS),
        completedAt: new Date(completedAt),
      });
    }
  }
  return rows;
}
