import { and, asc, desc, eq } from 'drizzle-orm';
import { RARITY_TIERS, SHOWCASE_SHELF_SIZE, type Showcase, type ShowcaseItem } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import type { Database } from '../db/database.js';
import { collectibles, listings, merchants } from '../db/schema.js';
import { collectibleView, type CollectibleRow } from './collectible-views.js';
import { answeredGemAmount } from './gem-amount.js';

type ListingRow = typeof listings.$inferSelect;

function showcaseItemView({ listing, collectible }: { listing: ListingRow; collectible: CollectibleRow }): ShowcaseItem {
  return {
    kind: listing.kind,
    id: listing.id,
    merchantId: listing.merchantId,
    price: answeredGemAmount(listing.price),
    listedAt: listing.createdAt.toISOString(),
    collectible: collectibleView(collectible),
  };
}

type ListingKind = ListingRow['kind'];

/**
 * One listing of that kind per set of every active merchant (spec §2: an inactive merchant's pages do
 * not exist), on sale now, the first by `order` within the set.
 */
function onePerSet(db: Database, kind: ListingKind, order: ReturnType<typeof asc>[]) {
  return db
    .selectDistinctOn([listings.merchantId, collectibles.setId], { listing: listings, collectible: collectibles })
    .from(listings)
    .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .innerJoin(merchants, eq(merchants.id, listings.merchantId))
    .where(and(eq(listings.kind, kind), eq(listings.status, 'ACTIVE'), eq(merchants.status, 'ACTIVE')))
    .orderBy(asc(listings.merchantId), asc(collectibles.setId), ...order);
}

const rankOf = (item: ShowcaseItem) => RARITY_TIERS.indexOf(item.collectible.rarity);

/** Rarer first; within a tier the dearer piece, then the listing id so the order never wavers. */
function byPrestige(a: ShowcaseItem, b: ShowcaseItem): number {
  const price = gemToWei(b.price) - gemToWei(a.price);
  return rankOf(b) - rankOf(a) || (price > 0n ? 1 : price < 0n ? -1 : 0) || a.id.localeCompare(b.id);
}

/** Each game's best piece, then each game's second best, …: no game crowds the others out of the window. */
function takingTurns(items: ShowcaseItem[], size: number): ShowcaseItem[] {
  const byMerchant = new Map<string, ShowcaseItem[]>();
  for (const item of [...items].sort(byPrestige)) byMerchant.set(item.merchantId, [...(byMerchant.get(item.merchantId) ?? []), item]);
  const taken: ShowcaseItem[] = [];
  for (let round = 0; taken.length < size && [...byMerchant.values()].some((shelf) => shelf.length > round); round++) {
    const turn = [...byMerchant.values()].flatMap((shelf) => shelf.slice(round, round + 1)).sort(byPrestige);
    taken.push(...turn.slice(0, size - taken.length));
  }
  return taken;
}

/**
 * The home page's window on the marketplace: `featured`, the rarest pieces in the games' own stores
 * (the cheapest copy of each set), the games taking turns; `newest`, what players listed last on the
 * markets, one listing per set and none of a set featured already.
 */
export async function showcase(db: Database, size = SHOWCASE_SHELF_SIZE): Promise<Showcase> {
  const [cheapest, latest] = await Promise.all([
    onePerSet(db, 'STORE', [asc(listings.price), asc(listings.createdAt), asc(listings.id)]),
    onePerSet(db, 'MARKET', [desc(listings.createdAt), asc(listings.id)]),
  ]);
  const featured = takingTurns(cheapest.map(showcaseItemView), size);
  const featuredSets = new Set(featured.map((item) => `${item.merchantId} ${item.collectible.setId}`));
  const newest = latest
    .map(showcaseItemView)
    .filter((item) => !featuredSets.has(`${item.merchantId} ${item.collectible.setId}`))
    .sort((a, b) => b.listedAt.localeCompare(a.listedAt) || a.id.localeCompare(b.id))
    .slice(0, size);
  return { featured, newest };
}
