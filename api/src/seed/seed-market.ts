import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { collectibleImagePath } from '../catalogue/collectible-images.js';
import { collectibles, listings, users } from '../db/schema.js';
import type { SeedTransaction } from './seed-transaction.js';
import { SEED_SETS, type SeedSet } from './seed-catalogue-stock.js';
import { seedUuid } from './seed-uuid.js';
import { CATEGORY_OF_UNSTOCKED_SETS, MARKET_COPIES_BY_RARITY, SEED_MARKET_SETS, SEED_SELLERS, type SeedMarketSet, sellerEmail } from './seed-market-stock.js';

/**
 * The market seed: people other than the demo user and the collector, with a few hundred listings
 * across every active merchant's sets, rarities and prices, listed over three months — enough that
 * paging, sorting and searching the market show something real. Every id, price and time is derived
 * from names, so two seeded databases hold the same market.
 */

function catalogueCategoryOf(set: SeedSet): string | undefined {
  return set.store?.categoryId ?? CATEGORY_OF_UNSTOCKED_SETS[set.setId];
}

/** The store's price, else the collector's asking price: what a copy of a catalogue set usually fetches. */
function basePriceOf(set: SeedSet): string | undefined {
  return set.store?.price ?? set.collector?.marketPrices[0];
}

/** Copies of a set the catalogue seed made (store stock, the collector's, the demo user's): serials go on from there. */
function catalogueCopiesOf(set: SeedSet): number {
  return (set.store?.copies ?? 0) + (set.collector?.copies ?? 0) + (set.demoCopies ?? 0);
}

/** The copies of one set the sellers list: a market set, or a catalogue set with its category and usual price. */
interface MarketRun extends SeedMarketSet {
  /** Copies of the set that exist before this run. */
  before: number;
  copies: number;
}

/**
 * What the sellers list: copies of the catalogue's sets (not of its unique ones, which exist once)
 * and every copy of the market's own sets.
 */
export function marketRuns(): MarketRun[] {
  const ofCatalogue = SEED_SETS.flatMap((set): MarketRun[] => {
    const basePrice = basePriceOf(set);
    const categoryId = catalogueCategoryOf(set);
    if (set.rarity === 'unique' || !basePrice || !categoryId) return [];
    const { merchantId, setId, name, rarity, properties } = set;
    return [{ merchantId, setId, name, rarity, categoryId, properties, basePrice, before: catalogueCopiesOf(set), copies: MARKET_COPIES_BY_RARITY[rarity] }];
  });
  const ofMarket = SEED_MARKET_SETS.map((set): MarketRun => ({ ...set, before: 0, copies: MARKET_COPIES_BY_RARITY[set.rarity] }));
  return [...ofCatalogue, ...ofMarket];
}

/** A fraction in [0, 1) fixed by `name`: the seed's only source of variety. */
function seededFraction(name: string): number {
  return parseInt(createHash('sha256').update(`marketplace-market-seed:${name}`).digest('hex').slice(0, 8), 16) / 2 ** 32;
}

/** Between 85 % and 160 % of the base price, in whole cents, computed in integers so nothing rounds twice. */
function askingPrice(basePrice: string, fraction: number): string {
  const [whole = '0', cents = ''] = basePrice.split('.');
  const baseCents = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2));
  const permille = 850n + BigInt(Math.floor(fraction * 750));
  const askedCents = (baseCents * permille + 500n) / 1000n;
  const positive = askedCents > 0n ? askedCents : 1n;
  return `${positive / 100n}.${(positive % 100n).toString().padStart(2, '0')}`;
}

/** The market's clock: listings fall between 60 days before and 30 days after the catalogue's epoch. */
const MARKET_EPOCH = Date.UTC(2025, 4, 1, 12);
const DAY = 86_400_000;
const MINUTE = 60_000;
const LISTED_FROM = MARKET_EPOCH - 60 * DAY;
const LISTED_OVER_MINUTES = 90 * 24 * 60;

async function seedSellers(tx: SeedTransaction): Promise<string[]> {
  await tx
    .insert(users)
    .values(
      SEED_SELLERS.map((seller) => ({
        id: seedUuid(`user:seller:${seller.key}`),
        email: sellerEmail(seller),
        username: seller.username,
        displayName: seller.displayName,
        tagline: seller.tagline,
        acceptTerms: true,
        acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
        registrationTime: new Date(LISTED_FROM - 30 * DAY),
      })),
    )
    .onConflictDoNothing();
  // Someone may have taken a name or an address on an older database: whoever holds the address sells.
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, SEED_SELLERS.map(sellerEmail)));
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return SEED_SELLERS.map(sellerEmail)
    .map((email) => idByEmail.get(email))
    .filter((id): id is string => id !== undefined);
}

/**
 * Seeds the sellers and their listings, and files every seeded market listing under its set's store
 * category (the collector's too), so filtering the market by category finds them.
 */
export async function seedMarket(tx: SeedTransaction): Promise<void> {
  const sellerIds = await seedSellers(tx);
  if (sellerIds.length === 0) return;

  const collectibleRows: Array<typeof collectibles.$inferInsert> = [];
  const listingRows: Array<typeof listings.$inferInsert> = [];
  for (const run of marketRuns()) {
    const total = run.before + run.copies;
    for (let copy = 0; copy < run.copies; copy += 1) {
      const key = `${run.setId}:${copy}`;
      const serial = run.before + copy + 1;
      const sellerId = sellerIds[Math.floor(seededFraction(`seller:${key}`) * sellerIds.length)];
      if (sellerId === undefined) throw new Error('A seller index fell outside the sellers');
      const listedAt = LISTED_FROM + Math.floor(seededFraction(`listed:${key}`) * LISTED_OVER_MINUTES) * MINUTE;
      const heldFor = (1 + Math.floor(seededFraction(`held:${key}`) * 72)) * 60 * MINUTE;
      const collectibleId = seedUuid(`market-collectible:${key}`);
      collectibleRows.push({
        id: collectibleId,
        merchantId: run.merchantId,
        setId: run.setId,
        name: run.name,
        rarity: run.rarity,
        imageUrl: collectibleImagePath(run.setId),
        properties: { ...run.properties, edition: serial === 1 ? 'genesis' : 'standard', serial: `${serial}/${total}` },
        ownerId: sellerId,
        receivedTime: new Date(listedAt - heldFor),
      });
      listingRows.push({
        id: seedUuid(`market-listing:${key}`),
        kind: 'MARKET',
        merchantId: run.merchantId,
        categoryId: run.categoryId,
        collectibleId,
        sellerId,
        price: askingPrice(run.basePrice, seededFraction(`price:${key}`)),
        createdAt: new Date(listedAt),
      });
    }
  }
  await tx.insert(collectibles).values(collectibleRows).onConflictDoNothing();
  await tx.insert(listings).values(listingRows).onConflictDoNothing();

  await fileCatalogueListings(tx);
  await renumberCatalogueCopies(tx);
  // Most rows of these tables were written just now: without fresh statistics the planner takes them
  // for a handful and nests its loops (a category search measured 11–20 ms on PGlite, 3–5 ms after).
  await tx.execute(sql`analyze ${listings}, ${collectibles}, ${users}`);
}

/**
 * The sellers' copies continue the edition the catalogue began (its copies say `1/8`…`8/8`, theirs
 * `9/22`…`22/22`): the catalogue's copies are renumbered out of the new total, so one set reads as
 * one edition wherever its copies show.
 */
async function renumberCatalogueCopies(tx: SeedTransaction): Promise<void> {
  // One statement per edition size rather than per set: the seed runs on every fresh database.
  const copiesByTotal = new Map<number, string[]>();
  for (const run of marketRuns().filter((candidate) => candidate.before > 0)) {
    const total = run.before + run.copies;
    const copies = Array.from({ length: run.before }, (_, copy) => seedUuid(`collectible:${run.setId}:${copy}`));
    copiesByTotal.set(total, [...(copiesByTotal.get(total) ?? []), ...copies]);
  }
  for (const [total, copies] of copiesByTotal) {
    await tx
      .update(collectibles)
      .set({
        properties: sql`jsonb_set(${collectibles.properties}, '{serial}', to_jsonb(split_part(${collectibles.properties} ->> 'serial', '/', 1) || ${`/${total}`}))`,
      })
      .where(and(inArray(collectibles.id, copies), sql`${collectibles.properties} ? 'serial'`));
  }
}

/** The catalogue's market listings (the collector's) filed under their set's store category, one statement per category. */
async function fileCatalogueListings(tx: SeedTransaction): Promise<void> {
  const setsByCategory = new Map<string, { merchantId: string; categoryId: string; setIds: string[] }>();
  for (const set of SEED_SETS) {
    const categoryId = catalogueCategoryOf(set);
    if (!categoryId) continue;
    const key = `${set.merchantId}/${categoryId}`;
    const filed = setsByCategory.get(key) ?? { merchantId: set.merchantId, categoryId, setIds: [] };
    filed.setIds.push(set.setId);
    setsByCategory.set(key, filed);
  }
  for (const { merchantId, categoryId, setIds } of setsByCategory.values()) {
    const copiesOfSets = tx
      .select({ id: collectibles.id })
      .from(collectibles)
      .where(and(eq(collectibles.merchantId, merchantId), inArray(collectibles.setId, setIds)));
    await tx
      .update(listings)
      .set({ categoryId })
      .where(and(eq(listings.kind, 'MARKET'), isNull(listings.categoryId), inArray(listings.collectibleId, copiesOfSets)));
  }
}
