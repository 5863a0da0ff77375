import { and, eq, min } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { collectibles, listings } from '../db/schema.js';

/**
 * The lowest ACTIVE listing of an item type (a merchant's set), store or market: what a favourite is
 * priced at. As stored (`numeric(13,2)`, "12.50"); null when no copy is for sale.
 */
export async function lowestListingPrice(db: Database, merchantId: string, setId: string): Promise<string | null> {
  const [row] = await db
    .select({ price: min(listings.price) })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(eq(collectibles.merchantId, merchantId), eq(collectibles.setId, setId), eq(listings.status, 'ACTIVE')));
  return row?.price ?? null;
}
