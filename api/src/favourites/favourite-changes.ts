import { and, count, eq } from 'drizzle-orm';
import { type FavouriteKey, MAX_FAVOURITES } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, favourites } from '../db/schema.js';
import { ClientError, notFound } from '../validation/client-error.js';
import { lowestListingPrice } from './lowest-listing.js';

/**
 * Adds an item type to the person's favourites, priced at its lowest listing now (what a later drop is
 * measured against). Idempotent: favouriting it again keeps the first time and its price.
 */
export async function addFavourite(db: Database, userId: string, key: FavouriteKey): Promise<FavouriteKey> {
  const { merchantId, setId } = key;
  const [known] = await db
    .select({ setId: collectibles.setId })
    .from(collectibles)
    .where(and(eq(collectibles.merchantId, merchantId), eq(collectibles.setId, setId)))
    .limit(1);
  if (!known) throw notFound('Item not found');
  await db.transaction(async (tx) => {
    const [kept] = await tx.select({ total: count() }).from(favourites).where(eq(favourites.userId, userId));
    if ((kept?.total ?? 0) >= MAX_FAVOURITES) {
      const [already] = await tx
        .select({ setId: favourites.setId })
        .from(favourites)
        .where(and(eq(favourites.userId, userId), eq(favourites.merchantId, merchantId), eq(favourites.setId, setId)));
      if (already) return;
      throw new ClientError(409, `At most ${MAX_FAVOURITES} favourites: remove one to add another`);
    }
    const price = await lowestListingPrice(tx, merchantId, setId);
    await tx.insert(favourites).values({ userId, merchantId, setId, priceWhenFavourited: price }).onConflictDoNothing();
  });
  return { merchantId, setId };
}

/** Removes an item type from the person's favourites. Idempotent: removing one that is not there answers the same. */
export async function removeFavourite(db: Database, userId: string, { merchantId, setId }: FavouriteKey): Promise<FavouriteKey> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.merchantId, merchantId), eq(favourites.setId, setId)));
  return { merchantId, setId };
}
