import { and, asc, count, countDistinct, eq, inArray, min } from 'drizzle-orm';
import type { PagedAnswer, StoreGrouping, StoreItem } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, listings } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { storeItemView } from './listing-views.js';
import { requireCategory } from './merchant-lookup.js';
import { playersOnlyCategoriesOf } from './players-only-categories.js';
import { offsetOf, pagedAnswer, type PageWindow } from '../db/paging.js';

type StoreQuery = PageWindow & { categoryId?: string | undefined; groupBy?: StoreGrouping | undefined };

function storeListingsOf(merchantId: string) {
  return and(eq(listings.kind, 'STORE'), eq(listings.merchantId, merchantId));
}

/** Cheapest first; among equal prices the longest on sale, then a fixed order, so pages never overlap. */
const SALE_ORDER = [asc(listings.price), asc(listings.createdAt), asc(listings.id)];

/** How many copies of each set the merchant still has on sale in its store, whatever their category. */
async function supplyLeftOf(db: Database, merchantId: string, setIds: readonly string[]): Promise<Map<string, number>> {
  if (setIds.length === 0) return new Map();
  const rows = await db
    .select({ setId: collectibles.setId, left: count() })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(storeListingsOf(merchantId), eq(listings.status, 'ACTIVE'), inArray(collectibles.setId, [...new Set(setIds)])))
    .groupBy(collectibles.setId);
  return new Map(rows.map((row) => [row.setId, row.left]));
}

type SaleRow = { listing: typeof listings.$inferSelect; collectible: typeof collectibles.$inferSelect };

/** How a row is answered: with the copies of its set left and whether only the game's players may buy it. */
async function storeItemViewer(db: Database, merchantId: string, setIds: readonly string[]): Promise<(row: SaleRow) => StoreItem> {
  const [supply, playersOnly] = await Promise.all([supplyLeftOf(db, merchantId, setIds), playersOnlyCategoriesOf(db, merchantId)]);
  return (row) => storeItemView(row, supply.get(row.collectible.setId) ?? 0, row.listing.categoryId !== null && playersOnly.has(row.listing.categoryId));
}

async function asStoreItems(db: Database, merchantId: string, rows: SaleRow[]): Promise<StoreItem[]> {
  return rows.map(
    await storeItemViewer(
      db,
      merchantId,
      rows.map((row) => row.collectible.setId),
    ),
  );
}

/** The merchant's store: the items still on sale, cheapest first, of one category or all; every copy, or one per set. */
export async function storeItems(db: Database, merchantId: string, query: StoreQuery): Promise<PagedAnswer<StoreItem>> {
  if (query.categoryId) await requireCategory(db, merchantId, 'STORE', query.categoryId);
  const where = and(storeListingsOf(merchantId), eq(listings.status, 'ACTIVE'), ...(query.categoryId ? [eq(listings.categoryId, query.categoryId)] : []));
  if (query.groupBy === 'SET') return storeSets(db, merchantId, where, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ listing: listings, collectible: collectibles })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where)
      .orderBy(...SALE_ORDER)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return pagedAnswer(await asStoreItems(db, merchantId, rows), counted?.total ?? 0, query);
}

/**
 * One entry per set, its cheapest copy the one a buyer gets: the store shows what the merchant sells,
 * with how many are left, not the same item once per copy.
 */
async function storeSets(db: Database, merchantId: string, where: ReturnType<typeof and>, query: StoreQuery): Promise<PagedAnswer<StoreItem>> {
  const floor = min(listings.price);
  const [sets, [counted]] = await Promise.all([
    db
      .select({ setId: collectibles.setId })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where)
      .groupBy(collectibles.setId)
      .orderBy(asc(floor), asc(min(listings.createdAt)), asc(collectibles.setId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: countDistinct(collectibles.setId) })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where),
  ]);
  const setIds = sets.map((set) => set.setId);
  const copies =
    setIds.length === 0
      ? []
      : await db
          .select({ listing: listings, collectible: collectibles })
          .from(listings)
          .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
          .where(and(where, inArray(collectibles.setId, setIds)))
          .orderBy(...SALE_ORDER);
  const cheapest = new Map<string, SaleRow>();
  for (const copy of copies) if (!cheapest.has(copy.collectible.setId)) cheapest.set(copy.collectible.setId, copy);
  const rows = setIds.flatMap((setId) => cheapest.get(setId) ?? []);
  return pagedAnswer(await asStoreItems(db, merchantId, rows), counted?.total ?? 0, query);
}

/** One store item whatever its status, so its page can still say it was sold. */
export async function storeItem(db: Database, merchantId: string, listingId: string): Promise<StoreItem> {
  const [row] = await db
    .select({ listing: listings, collectible: collectibles })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(storeListingsOf(merchantId), eq(listings.id, listingId)));
  if (!row) throw notFound('Listing not found');
  return (await storeItemViewer(db, merchantId, [row.collectible.setId]))(row);
}
