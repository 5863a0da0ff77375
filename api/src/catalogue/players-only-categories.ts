import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { type listings, merchantCategories } from '../db/schema.js';

/** The ids of the merchant's store categories whose items only players of its game may buy (spec §6). */
export async function playersOnlyCategoriesOf(db: Database, merchantId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: merchantCategories.id })
    .from(merchantCategories)
    .where(and(eq(merchantCategories.merchantId, merchantId), eq(merchantCategories.section, 'STORE'), eq(merchantCategories.playersOnly, true)));
  return new Set(rows.map((row) => row.id));
}

type ListingRow = Pick<typeof listings.$inferSelect, 'kind' | 'merchantId' | 'categoryId'>;

/**
 * Whether only the merchant's players may buy this listing: a store item of a players-only category.
 * A market listing never is — what a player bought and resells is the seller's to sell to anyone.
 */
export async function isPlayersOnlyListing(db: Database, listing: ListingRow): Promise<boolean> {
  if (listing.kind !== 'STORE' || listing.categoryId === null) return false;
  return (await playersOnlyCategoriesOf(db, listing.merchantId)).has(listing.categoryId);
}
