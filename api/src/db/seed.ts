import { count } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/src/product';
import type { Database } from './database.js';
import { MAINTENANCE_SETTING, merchants, rates, settings } from './schema.js';

type NewMerchant = typeof merchants.$inferInsert;

const ALL_PAGES = { store: true, market: true, craft: true };

export const SEED_MERCHANTS: NewMerchant[] = [
  {
    id: 'diamond-dreams',
    name: 'Diamond Dreams',
    status: 'ACTIVE',
    platforms: ['web', 'android', 'ios'],
    gamePageURI: 'https://diamond-dreams.example/play',
    landingPageURI: 'https://diamond-dreams.example',
    merchantPages: ALL_PAGES,
    luxury: false,
  },
  {
    id: 'elemental-raiders',
    name: 'Elemental Raiders',
    status: 'ACTIVE',
    platforms: ['web', 'windows'],
    gamePageURI: 'https://elemental-raiders.example/play',
    landingPageURI: 'https://elemental-raiders.example',
    merchantPages: ALL_PAGES,
    luxury: false,
  },
  {
    id: 'shadow-forge',
    name: 'Shadow Forge',
    status: 'INACTIVE',
    platforms: ['windows'],
    gamePageURI: 'https://shadow-forge.example/play',
    landingPageURI: 'https://shadow-forge.example',
    merchantPages: { store: false, market: true, craft: false },
    luxury: false,
  },
  {
    id: 'aurum-atelier',
    name: 'Aurum Atelier',
    status: 'ACTIVE',
    platforms: ['web'],
    gamePageURI: 'https://aurum-atelier.example/collection',
    landingPageURI: 'https://aurum-atelier.example',
    merchantPages: { store: true, market: true, craft: false },
    luxury: true,
  },
];

export const SEED_GEM_USD_PRICE = 0.0425;

/**
 * Fills a fresh database with its starting data. Merchants are the marker: they are written in the
 * same transaction as everything else, so a database with merchants has been seeded already and
 * whatever changed since (rates, maintenance) is left alone.
 */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ merchants: count() }).from(merchants);
    if ((existing?.merchants ?? 0) > 0) return false;

    // Two servers starting on one empty PostgreSQL may race here; the loser's rows are dropped.
    await tx.insert(merchants).values(SEED_MERCHANTS).onConflictDoNothing();
    await tx.insert(rates).values({ product: PRODUCT, price: SEED_GEM_USD_PRICE }).onConflictDoNothing();
    await tx.insert(settings).values({ key: MAINTENANCE_SETTING, enabled: false }).onConflictDoNothing();
    return true;
  });
}
