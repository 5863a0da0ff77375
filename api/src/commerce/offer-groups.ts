import { and, countDistinct, desc, eq, inArray, max } from 'drizzle-orm';
import type { OfferAgent, OfferGroup, RecordList } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { offsetOf } from '../db/paging.js';
import { collectibles, offers } from '../db/schema.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { toOfferRecord } from './offer-records.js';

export interface OfferGroupQuery {
  agent: OfferAgent;
  page: number;
  pageSize: number;
  /** Only this collectible's group (extension): the offers on one's own collectible, or one's own offers on another's. */
  collectibleId?: string | undefined;
}

/**
 * Spec §7 `GET /api/users/self/offers?groupBy=COLLECTIBLE`: the user's offers (BUYER: the ones they
 * made; SELLER: the ones on collectibles they own), one group per collectible, the group with the
 * newest offer first. `total` counts groups, which are what the page shows.
 */
export async function offerGroupPage(db: Database, userId: string, { agent, page, pageSize, collectibleId }: OfferGroupQuery): Promise<RecordList<OfferGroup>> {
  const mine = and(
    agent === 'BUYER' ? eq(offers.bidderId, userId) : eq(collectibles.ownerId, userId),
    collectibleId === undefined ? undefined : eq(offers.collectibleId, collectibleId),
  );
  const newest = max(offers.createdAt);
  const [pageGroups, [counted]] = await Promise.all([
    db
      .select({ collectibleId: offers.collectibleId })
      .from(offers)
      .innerJoin(collectibles, eq(collectibles.id, offers.collectibleId))
      .where(mine)
      .groupBy(offers.collectibleId)
      .orderBy(desc(newest), offers.collectibleId)
      .limit(pageSize)
      .offset(offsetOf({ page, pageSize })),
    db
      .select({ total: countDistinct(offers.collectibleId) })
      .from(offers)
      .innerJoin(collectibles, eq(collectibles.id, offers.collectibleId))
      .where(mine),
  ]);
  const total = counted?.total ?? 0;
  if (pageGroups.length === 0) return { records: [], total };

  const ids = pageGroups.map(({ collectibleId }) => collectibleId);
  const rows = await db
    .select({
      offer: offers,
      collectible: {
        id: collectibles.id,
        merchantId: collectibles.merchantId,
        name: collectibles.name,
        rarity: collectibles.rarity,
        imageUrl: collectibles.imageUrl,
        ownerId: collectibles.ownerId,
      },
    })
    .from(offers)
    .innerJoin(collectibles, eq(collectibles.id, offers.collectibleId))
    .where(and(mine, inArray(offers.collectibleId, ids)))
    .orderBy(desc(offers.createdAt), desc(offers.id));

  // Rows come newest first, so each group's offers do too; groups keep the order of the page.
  const groups = new Map<string, OfferGroup>();
  for (const { offer, collectible } of rows) {
    const group = groups.get(offer.collectibleId) ?? { collectible, offers: [], bestPrice: null };
    group.offers.push(toOfferRecord(offer));
    if (offer.status === 'OPEN' && (group.bestPrice === null || gemToWei(offer.price) > gemToWei(group.bestPrice))) group.bestPrice = offer.price;
    groups.set(offer.collectibleId, group);
  }
  return { records: ids.flatMap((id) => groups.get(id) ?? []), total };
}
