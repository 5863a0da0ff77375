import { and, desc, eq, sql } from 'drizzle-orm';
import { type FavouriteItem, type FavouriteKeys, MAX_FAVOURITES, type PagedAnswer, type Rarity } from '@marketplace/contracts/wire';
import { answeredGemAmount } from '../catalogue/gem-amount.js';
import type { Database } from '../db/database.js';
import { offsetOf, pagedAnswer, type PageWindow } from '../db/paging.js';
import { favourites, merchants } from '../db/schema.js';

/** Every item the person favourited (at most `MAX_FAVOURITES`), newest first: what the hearts of any page read. */
export async function favouriteKeysOf(db: Database, userId: string): Promise<FavouriteKeys> {
  const keys = await db
    .select({ merchantId: favourites.merchantId, setId: favourites.setId })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), favourites.merchantId, favourites.setId)
    .limit(MAX_FAVOURITES);
  return { keys };
}

/**
 * A page of the person's favourites, newest first, each with its art and name (any copy of the set stands
 * for it, they are alike), its merchant, the price then and the lowest listing now, and its store listing
 * when the store sells it. One query: the per-item facts are lateral reads on the indexed set.
 */
export async function favouritesPageOf(db: Database, userId: string, window: PageWindow): Promise<PagedAnswer<FavouriteItem>> {
  const where = eq(favourites.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        merchantId: favourites.merchantId,
        setId: favourites.setId,
        merchantName: merchants.name,
        luxury: merchants.luxury,
        priceWhenFavourited: favourites.priceWhenFavourited,
        createdAt: favourites.createdAt,
        name: sql<string>`copy.name`,
        rarity: sql<Rarity>`copy.rarity`,
        imageUrl: sql<string>`copy.image_url`,
        lowestPrice: sql<string | null>`(
          select min(l.price) from listings l join collectibles c on c.id = l.collectible_id
          where c.merchant_id = ${favourites.merchantId} and c.set_id = ${favourites.setId} and l.status = 'ACTIVE')`,
        storeListingId: sql<string | null>`(
          select l.id from listings l join collectibles c on c.id = l.collectible_id
          where c.merchant_id = ${favourites.merchantId} and c.set_id = ${favourites.setId} and l.status = 'ACTIVE' and l.kind = 'STORE'
          order by l.price, l.id limit 1)`,
      })
      .from(favourites)
      .innerJoin(merchants, eq(merchants.id, favourites.merchantId))
      .innerJoin(
        sql`lateral (select c.name, c.rarity, c.image_url from collectibles c
          where c.merchant_id = ${favourites.merchantId} and c.set_id = ${favourites.setId} order by c.id limit 1) as copy`,
        sql`true`,
      )
      .where(and(where))
      .orderBy(desc(favourites.createdAt), favourites.merchantId, favourites.setId)
      .limit(window.pageSize)
      .offset(offsetOf(window)),
    db.select({ total: sql<number>`count(*)::int` }).from(favourites).where(where),
  ]);
  const records = rows.map(
    (row): FavouriteItem => ({
      merchantId: row.merchantId,
      setId: row.setId,
      merchantName: row.merchantName,
      luxury: row.luxury,
      name: row.name,
      rarity: row.rarity,
      imageUrl: row.imageUrl,
      priceWhenFavourited: row.priceWhenFavourited === null ? null : answeredGemAmount(row.priceWhenFavourited),
      lowestPrice: row.lowestPrice === null ? null : answeredGemAmount(row.lowestPrice),
      storeListingId: row.storeListingId,
      favouritedAt: new Date(row.createdAt).toISOString(),
    }),
  );
  return pagedAnswer(records, counted?.total ?? 0, window);
}
