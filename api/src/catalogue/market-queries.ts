import { and, asc, count, countDistinct, eq, inArray, min, type SQL } from 'drizzle-orm';
import type { MarketListing, MarketStack, PagedAnswer, Rarity } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, listings, users } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { answeredGemAmount } from './gem-amount.js';
import { marketListingView } from './listing-views.js';
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
  // A group exists only with at least one row, so none of the aggregates is null.
  const stacks = rows.map((row) => ({
    setId: row.setId,
    name: row.name!,
    rarity: row.rarity!,
    imageUrl: row.imageUrl!,
    listed: row.listed,
    floorPrice: answeredGemAmount(row.floorPrice!),
  }));
  return pagedAnswer(stacks, counted?.total ?? 0, query);
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

/** One market listing whatever its status, so its page can still say it was sold or withdrawn. */
export async function marketListing(db: Database, merchantId: string, listingId: string): Promise<MarketListing> {
  const [row] = await selectMarketListings(db).where(and(marketListingsOf(merchantId), eq(listings.id, listingId)));
  if (!row) throw notFound('Listing not found');
  return marketListingView(row);
}
