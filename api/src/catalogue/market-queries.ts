import { and, asc, count, countDistinct, desc, eq, inArray, max, min, ne, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  MarketListing,
  MarketListingSort,
  MarketListingsQuery,
  MarketStack,
  OwnListing,
  OwnListingsQuery,
  PagedAnswer,
  Rarity,
  RecordList,
} from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, listings, users } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { answeredGemAmount } from './gem-amount.js';
import { marketListingView, ownListingView } from './listing-views.js';
import { requireCategory } from './merchant-lookup.js';
import { nameContains } from './name-search.js';
import { offsetOf, pagedAnswer, type PageWindow } from '../db/paging.js';

function marketListingsOf(merchantId: string): SQL | undefined {
  return and(eq(listings.kind, 'MARKET'), eq(listings.merchantId, merchantId));
}

/** A market listing with what its answer shows; the seller always exists (their listings go with them). */
function selectMarketListings(db: Database) {
  return db
    .select({ listing: listings, collectible: collectibles, seller: users })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .innerJoin(users, eq(users.id, listings.sellerId));
}

/** The merchant's market front: one stack per set with ACTIVE listings, with how many and the cheapest. */
export async function marketStacks(db: Database, merchantId: string, query: PageWindow & { rarity?: Rarity[] | undefined }): Promise<PagedAnswer<MarketStack>> {
  const where = and(marketListingsOf(merchantId), eq(listings.status, 'ACTIVE'), ...(query.rarity ? [inArray(collectibles.rarity, query.rarity)] : []));
  // The copies of a set are alike, so any one's name, rarity and image stands for the stack.
  const name = min(collectibles.name);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        setId: collectibles.setId,
        name,
        rarity: min(collectibles.rarity),
        imageUrl: min(collectibles.imageUrl),
        listed: count(),
        floorPrice: min(listings.price),
      })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where)
      .groupBy(collectibles.setId)
      .orderBy(asc(name), asc(collectibles.setId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: countDistinct(collectibles.setId) })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where),
  ]);
  return pagedAnswer(rows.map(stackOfRow), counted?.total ?? 0, query);
}

interface StackRow {
  setId: string;
  name: string | null;
  rarity: Rarity | null;
  imageUrl: string | null;
  listed: number;
  floorPrice: string | null;
}

/** A group exists only with at least one row, so none of its aggregates is null: a null one is a broken query. */
function aggregated<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`a market stack came without its ${what}`);
  return value;
}

function stackOfRow(row: StackRow): MarketStack {
  return {
    setId: row.setId,
    name: aggregated(row.name, 'name'),
    rarity: aggregated(row.rarity, 'rarity'),
    imageUrl: aggregated(row.imageUrl, 'image'),
    listed: row.listed,
    floorPrice: answeredGemAmount(aggregated(row.floorPrice, 'floor price')),
  };
}

/** The ACTIVE listings of one stack, cheapest first; a set nobody offers is an empty stack. */
export async function stackListings(db: Database, merchantId: string, setId: string, query: PageWindow): Promise<PagedAnswer<MarketListing>> {
  const where = and(marketListingsOf(merchantId), eq(listings.status, 'ACTIVE'), eq(collectibles.setId, setId));
  const [rows, [counted]] = await Promise.all([
    selectMarketListings(db).where(where).orderBy(asc(listings.price), asc(listings.createdAt), asc(listings.id)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(listings).innerJoin(collectibles, eq(collectibles.id, listings.collectibleId)).where(where),
  ]);
  return pagedAnswer(rows.map(marketListingView), counted?.total ?? 0, query);
}

const filedListings = alias(listings, 'filed_listings');
const filedCollectibles = alias(collectibles, 'filed_collectibles');

/**
 * The sets of the merchant filed under a category. Market listings mostly carry none, so a set is in
 * the category any listing of it names (the store's, or the seed's): a copy someone lists later is
 * found under its set's category too.
 */
function setsFiledUnder(db: Database, merchantId: string, categoryId: string) {
  return db
    .selectDistinct({ setId: filedCollectibles.setId })
    .from(filedListings)
    .innerJoin(filedCollectibles, eq(filedCollectibles.id, filedListings.collectibleId))
    .where(and(eq(filedListings.merchantId, merchantId), eq(filedListings.categoryId, categoryId)));
}

// Ties fall to the newer listing, then to the id, so a page never repeats or skips a listing.
const LISTING_ORDER: Record<MarketListingSort, SQL[]> = {
  NEWEST: [desc(listings.createdAt), asc(listings.id)],
  PRICE_ASC: [asc(listings.price), desc(listings.createdAt), asc(listings.id)],
  PRICE_DESC: [desc(listings.price), desc(listings.createdAt), asc(listings.id)],
};

/** The listings a market search finds: ACTIVE, of people other than the viewer, matching its name search and filters. */
async function searchedListings(db: Database, merchantId: string, query: MarketListingsQuery, viewerId: string | null): Promise<SQL | undefined> {
  if (query.categoryId) await requireCategory(db, merchantId, 'STORE', query.categoryId);
  return and(
    marketListingsOf(merchantId),
    eq(listings.status, 'ACTIVE'),
    viewerId ? ne(listings.sellerId, viewerId) : undefined,
    query.q ? nameContains(collectibles.name, query.q) : undefined,
    query.rarity ? inArray(collectibles.rarity, query.rarity) : undefined,
    query.setId ? eq(collectibles.setId, query.setId) : undefined,
    query.categoryId ? inArray(collectibles.setId, setsFiledUnder(db, merchantId, query.categoryId)) : undefined,
  );
}

/**
 * The merchant's ACTIVE market listings, searched by name, filtered, sorted and paged. A signed-in
 * viewer's own listings are left out: the market is what others offer them.
 */
export async function marketListings(
  db: Database,
  merchantId: string,
  query: MarketListingsQuery,
  viewerId: string | null,
): Promise<PagedAnswer<MarketListing>> {
  const where = await searchedListings(db, merchantId, query, viewerId);
  const [rows, [counted]] = await Promise.all([
    selectMarketListings(db)
      .where(where)
      .orderBy(...LISTING_ORDER[query.sort])
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(listings).innerJoin(collectibles, eq(collectibles.id, listings.collectibleId)).where(where),
  ]);
  return pagedAnswer(rows.map(marketListingView), counted?.total ?? 0, query);
}

const floorPrice = min(listings.price);
const newestListed = max(listings.createdAt);

// A set's order is its floor price or its newest listing; ties fall to the set id, so pages never overlap.
const SET_ORDER: Record<MarketListingSort, SQL[]> = {
  NEWEST: [desc(newestListed), asc(collectibles.setId)],
  PRICE_ASC: [asc(floorPrice), desc(newestListed), asc(collectibles.setId)],
  PRICE_DESC: [desc(floorPrice), desc(newestListed), asc(collectibles.setId)],
};

/**
 * The same search as `marketListings`, one stack per set (how many of its copies it found, the
 * cheapest price): the market front shows an item once, however many people sell a copy of it.
 */
export async function marketListingSets(
  db: Database,
  merchantId: string,
  query: MarketListingsQuery,
  viewerId: string | null,
): Promise<PagedAnswer<MarketStack>> {
  const where = await searchedListings(db, merchantId, query, viewerId);
  // The copies of a set are alike, so any one's name, rarity and image stands for the stack.
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        setId: collectibles.setId,
        name: min(collectibles.name),
        rarity: min(collectibles.rarity),
        imageUrl: min(collectibles.imageUrl),
        listed: count(),
        floorPrice,
      })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where)
      .groupBy(collectibles.setId)
      .orderBy(...SET_ORDER[query.sort])
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db
      .select({ total: countDistinct(collectibles.setId) })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where),
  ]);
  return pagedAnswer(rows.map(stackOfRow), counted?.total ?? 0, query);
}

/** One market listing whatever its status, so its page can still say it was sold or withdrawn. */
export async function marketListing(db: Database, merchantId: string, listingId: string): Promise<MarketListing> {
  const [row] = await selectMarketListings(db).where(and(marketListingsOf(merchantId), eq(listings.id, listingId)));
  if (!row) throw notFound('Listing not found');
  return marketListingView(row);
}

/**
 * The seller's own market listings of one status, newest first (the market's NEWEST order), over every
 * merchant: what they have on sale, wherever it is. The market search leaves these out for them.
 */
export async function ownMarketListings(db: Database, sellerId: string, query: OwnListingsQuery): Promise<RecordList<OwnListing>> {
  const where = and(eq(listings.kind, 'MARKET'), eq(listings.sellerId, sellerId), eq(listings.status, query.status));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ listing: listings, collectible: collectibles })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where)
      .orderBy(...LISTING_ORDER.NEWEST)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return { records: rows.map(ownListingView), total: counted?.total ?? 0 };
}
