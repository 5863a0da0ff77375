import { and, eq, gt, ne, sql } from 'drizzle-orm';
import { type MailLinkOrigin, tellAccount } from '../account-events/tell-account.js';
import { answeredGemAmount } from '../catalogue/gem-amount.js';
import type { Database } from '../db/database.js';
import { collectibles, favourites } from '../db/schema.js';
import { lowestListingPrice } from './lowest-listing.js';

/** The item type a listing change touched, and who made it (who is not told about their own price). */
export interface ListingChange {
  merchantId: string;
  setId: string;
  listerId: string;
}

/**
 * After a listing is created or repriced: every person favouriting the item whose last known price (the
 * one told in the last drop, else the price when favourited) is above the lowest listing now is told once
 * (a notification and an offers-and-sales mail, folded into a digest in a burst), and that price becomes
 * the one to beat, so repricing the same listing up and down again does not tell them again.
 * Pass the transaction of the change, so the notices exist exactly when the new price does.
 */
export async function tellFavouritesOfDrop(db: Database, origin: MailLinkOrigin, { merchantId, setId, listerId }: ListingChange): Promise<number> {
  const lowest = await lowestListingPrice(db, merchantId, setId);
  if (lowest === null) return 0;
  const lastKnown = sql<string>`coalesce(${favourites.notifiedPrice}, ${favourites.priceWhenFavourited})`;
  // Locked, so two listings at once cannot both tell the same person about the same drop.
  const watchers = await db
    .select({ userId: favourites.userId, lastKnown })
    .from(favourites)
    .where(and(eq(favourites.merchantId, merchantId), eq(favourites.setId, setId), ne(favourites.userId, listerId), gt(lastKnown, lowest)))
    .for('update');
  if (watchers.length === 0) return 0;
  const [copy] = await db
    .select({ name: collectibles.name })
    .from(collectibles)
    .where(and(eq(collectibles.merchantId, merchantId), eq(collectibles.setId, setId)))
    .limit(1);
  const collectible = copy?.name ?? setId;
  for (const watcher of watchers) {
    await db
      .update(favourites)
      .set({ notifiedPrice: lowest })
      .where(and(eq(favourites.userId, watcher.userId), eq(favourites.merchantId, merchantId), eq(favourites.setId, setId)));
    await tellAccount(db, origin, watcher.userId, 'favourite-price-drop', {
      collectible,
      price: answeredGemAmount(lowest),
      previousPrice: answeredGemAmount(watcher.lastKnown),
    });
  }
  return watchers.length;
}
