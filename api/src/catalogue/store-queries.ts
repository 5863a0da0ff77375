import { and, asc, count, eq } from 'drizzle-orm';
import type { PagedAnswer, StoreItem } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, listings } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { storeItemView } from './listing-views.js';
import { requireCategory } from './merchant-lookup.js';
import { offsetOf, pagedAnswer, type PageWindow } from '../db/paging.js';

function storeListingsOf(merchantId: string) {
  return and(eq(listings.kind, 'STORE'), eq(listings.merchantId, merchantId));
}

/** The merchant's store: the items still on sale, cheapest first, of one category or all. */
export async function storeItems(db: Database, merchantId: string, query: PageWindow & { categoryId?: string | undefined }): Promise<PagedAnswer<StoreItem>> {
  if (query.categoryId) await requireCategory(db, merchantId, 'STORE', query.categoryId);
  const where = and(storeListingsOf(merchantId), eq(listings.status, 'ACTIVE'), ...(query.categoryId ? [eq(listings.categoryId, query.categoryId)] : []));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ listing: listings, collectible: collectibles })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(where)
      .orderBy(asc(listings.price), asc(listings.createdAt), asc(listings.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  return pagedAnswer(rows.map(storeItemView), counted?.total ?? 0, query);
}

/** One store item whatever its status, so its page can still say it was sold. */
export async function storeItem(db: Database, merchantId: string, listingId: string): Promise<StoreItem> {
  const [row] = await db
    .select({ listing: listings, collectible: collectibles })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(and(storeListingsOf(merchantId), eq(listings.id, listingId)));
  if (!row) throw notFound('Listing not found');
  return storeItemView(row);
}
