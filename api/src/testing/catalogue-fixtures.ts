import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema.js';
import { SEED_COLLECTOR_USER, SEED_CRAFT_CATEGORIES, SEED_SETS, SEED_STORE_CATEGORIES, type SeedSet } from '../seed/seed-catalogue-stock.js';
import { seedUuid } from '../seed/seed-uuid.js';
import { SEED_CATEGORY_NAMES } from '../seed/seed-category-names.js';
import type { TestApp } from './test-app.js';

/** Test helpers over the seeded catalogue; the seed's ids are derived from names, so tests can name them. */

export async function seededCollector(t: TestApp): Promise<{ id: string; token: string }> {
  const [collector] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_COLLECTOR_USER.email));
  if (!collector) throw new Error('The seed collector is missing');
  return { id: collector.id, token: await t.tokenFor(collector.id) };
}

/** What the API answers for a merchant's seeded store or craft categories: in order, each with its name in the nine locales. */
export function seededCategoryAnswers(section: 'STORE' | 'CRAFT', merchantId: string) {
  return (section === 'STORE' ? SEED_STORE_CATEGORIES : SEED_CRAFT_CATEGORIES)
    .filter((category) => category.merchantId === merchantId)
    .map(({ id, name }) => ({ id, name, localizedName: SEED_CATEGORY_NAMES[`${section}:${merchantId}:${id}`] }));
}

export function seedSet(setId: string): SeedSet {
  const set = SEED_SETS.find((candidate) => candidate.setId === setId);
  if (!set) throw new Error(`No seed set ${setId}`);
  return set;
}

/** The seeded collectible and listing ids of one copy of a set (copies: store stock, then the collector's, then the demo user's). */
export const seededCollectibleId = (setId: string, copy: number) => seedUuid(`collectible:${setId}:${copy}`);
export const seededListingId = (setId: string, copy: number) => seedUuid(`listing:${setId}:${copy}`);

export async function setListingStatus(t: TestApp, listingId: string, status: (typeof listings.status.enumValues)[number]): Promise<void> {
  await t.db.update(listings).set({ status }).where(eq(listings.id, listingId));
}
