import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  type CollectibleFilters,
  type CollectibleSort,
  type CollectiblesPage,
  type CollectiblesQuery,
  RARITY_TIERS,
  type SortOrder,
} from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { collectibles, offers, users } from '../db/schema.js';
import { notFound } from '../validation/client-error.js';
import { collectibleView } from './collectible-views.js';
import { offsetOf, pagedAnswer } from '../db/paging.js';

/** Collections are public (spec §6), so an unknown owner is said plainly rather than shown as empty. */
export async function requireExistingUser(db: Database, userId: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User not found');
}

/** One property of the JSON `properties`, as text. */
function propertyValue(type: string): SQL<string | null> {
  return sql<string | null>`${collectibles.properties} ->> ${type}::text`;
}

/** Values of one property type widen the match (fire or water); different types narrow it (fire and mage). */
function propertyConditions(filters: ReadonlyArray<{ type: string; value: string }>): SQL[] {
  const valuesByType = new Map<string, string[]>();
  for (const { type, value } of filters) valuesByType.set(type, [...(valuesByType.get(type) ?? []), value]);
  return [...valuesByType].map(([type, values]) => inArray(propertyValue(type), values));
}

function orderOf(sort: CollectibleSort, order: SortOrder): SQL[] {
  const direction = order === 'ASC' ? asc : desc;
  // The id last makes the order total, so a page never repeats or skips a collectible.
  switch (sort) {
    case 'RECEIVED_TIME':
      return [direction(collectibles.receivedTime), direction(collectibles.id)];
    case 'NAME':
      return [direction(collectibles.name), direction(collectibles.id)];
    case 'RARITY':
      // Rarity is a PostgreSQL enum declared in tier order, so it sorts common → unique.
      return [direction(collectibles.rarity), asc(collectibles.name), asc(collectibles.id)];
  }
}

function collectionOf(userId: string, merchantId: string | undefined): SQL[] {
  return [eq(collectibles.ownerId, userId), ...(merchantId ? [eq(collectibles.merchantId, merchantId)] : [])];
}

/** Spec §7 `GET /api/users/{id}/collectibles`: one page of what the user owns. */
export async function collectiblesOfUser(db: Database, userId: string, query: CollectiblesQuery): Promise<CollectiblesPage> {
  await requireExistingUser(db, userId);
  const where = and(
    ...collectionOf(userId, query.merchantId),
    ...(query.rarity ? [inArray(collectibles.rarity, query.rarity)] : []),
    ...propertyConditions(query.property ?? []),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(collectibles)
      .where(where)
      .orderBy(...orderOf(query.sort, query.order))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(collectibles).where(where),
  ]);
  const openOffers = await openOfferCounts(
    db,
    rows.map((row) => row.id),
  );
  return pagedAnswer(
    rows.map((row) => ({ ...collectibleView(row), openOffers: openOffers.get(row.id) ?? 0 })),
    counted?.total ?? 0,
    query,
  );
}

/** How many open offers each of a page's collectibles has (one grouped read on the offers' collectible-and-status index). */
async function openOfferCounts(db: Database, collectibleIds: string[]): Promise<Map<string, number>> {
  if (collectibleIds.length === 0) return new Map();
  const rows = await db
    .select({ collectibleId: offers.collectibleId, open: count() })
    .from(offers)
    .where(and(inArray(offers.collectibleId, collectibleIds), eq(offers.status, 'OPEN')))
    .groupBy(offers.collectibleId);
  return new Map(rows.map((row) => [row.collectibleId, row.open]));
}

const byValue = new Intl.Collator('en', { numeric: true }).compare;

/** Spec §7 `GET /api/users/{id}/collectibles/filters`: the chips a collection page can offer, with counts. */
export async function collectionFilters(
  db: Database,
  userId: string,
  { merchantId, propertyType = [] }: { merchantId?: string | undefined; propertyType?: string[] | undefined },
): Promise<CollectibleFilters> {
  await requireExistingUser(db, userId);
  const collection = collectionOf(userId, merchantId);
  const rarityRows = await db
    .select({ rarity: collectibles.rarity, count: count() })
    .from(collectibles)
    .where(and(...collection))
    .groupBy(collectibles.rarity);
  const rarities = [...rarityRows].sort((a, b) => RARITY_TIERS.indexOf(a.rarity) - RARITY_TIERS.indexOf(b.rarity));

  // Asked types in the order asked, each once, so the page lays its chips out as it chose.
  const properties = await Promise.all(
    [...new Set(propertyType)].map(async (type) => {
      const value = propertyValue(type);
      const rows = await db
        .select({ value: sql<string>`${value}`, count: count() })
        .from(collectibles)
        .where(and(...collection, isNotNull(value)))
        // By position: the expression's bound type parameter would not match the select's.
        .groupBy(sql`1`);
      return { type, values: rows.sort((a, b) => byValue(a.value, b.value)) };
    }),
  );
  return { total: rarities.reduce((sum, row) => sum + row.count, 0), rarities, properties };
}
