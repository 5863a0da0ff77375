import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema.js';
import { SEED_COLLECTOR_USER, SEED_SETS, seedUuid, type SeedSet } from '../db/seed-catalogue.js';
import type { TestApp } from './test-app.js';

/** Test helpers over the seeded catalogue; the seed's ids are derived from names, so tests can name them. */

export async function seededCollector(t: TestApp): Promise<{ id: string; token: string }> {
  const [collector] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_COLLECTOR_USER.email));
  if (!collector) throw new Error('The seed collector is missing');
  return { id: collector.id, token: await t.tokenFor(collector.id) };
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
