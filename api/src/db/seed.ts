import { count, eq } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import { hashPassword, type PasswordHash } from '../auth/password-hash.js';
import type { Database } from './database.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedHistory } from './seed-history.js';
import { seedMarket } from './seed-market.js';
import { seedMerchantPresentation } from './seed-merchant-presentation.js';
import { seedTranslations } from './seed-translations.js';
import { balances, MAINTENANCE_SETTING, merchants, rates, settings, users } from './schema.js';

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
  const seeded = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ merchants: count() }).from(merchants);
    if ((existing?.merchants ?? 0) > 0) return false;

    // Two servers starting on one empty PostgreSQL may race here; the loser's rows are dropped.
    await tx.insert(merchants).values(SEED_MERCHANTS).onConflictDoNothing();
    await tx.insert(rates).values({ product: PRODUCT, price: SEED_GEM_USD_PRICE }).onConflictDoNothing();
    await tx.insert(settings).values({ key: MAINTENANCE_SETTING, enabled: false }).onConflictDoNothing();
    return true;
  });
  await seedOnce(db, 'seeded-merchant-presentation', seedMerchantPresentation);
  await seedUsersOnce(db);
  // Order matters: the catalogue needs the users, the history needs the catalogue.
  await seedOnce(db, 'seeded-catalogue', seedCatalogue);
  await seedOnce(db, 'seeded-market', seedMarket);
  await seedOnce(db, 'seeded-history', seedHistory);
  await seedOnce(db, 'seeded-translations', seedTranslations);
  return seeded;
}

export type SeedTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs one part of the seed in a transaction together with its marker setting, so each part is
 * written exactly once per database — also on a database seeded before that part existed — and a
 * second server starting at the same moment skips it.
 */
async function seedOnce(db: Database, marker: string, seed: (tx: SeedTransaction) => Promise<void>): Promise<void> {
  if (await isSeeded(db, marker)) return;
  await db.transaction(async (tx) => {
    const claimed = await tx.insert(settings).values({ key: marker, enabled: true }).onConflictDoNothing().returning({ key: settings.key });
    if (claimed.length > 0) await seed(tx);
  });
}

/** A quick look outside any transaction; only `seedOnce` claiming the marker makes a part run once. */
async function isSeeded(db: Database, marker: string): Promise<boolean> {
  const [seededAlready] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, marker));
  return seededAlready !== undefined;
}

export interface SeedUser {
  email: string;
  password: string;
  username: string;
  displayName: string;
  role: 'USER' | 'ADMIN';
  balanceWei: string;
}

const WEI_PER_TOKEN = 10n ** 18n;

export const SEED_DEMO_USER: SeedUser = {
  email: 'demo@marketplace.test',
  password: 'demo-password-1',
  username: 'demo',
  displayName: 'Demo',
  role: 'USER',
  balanceWei: (2500n * WEI_PER_TOKEN).toString(),
};

export const SEED_ADMIN_USER: SeedUser = {
  email: 'admin@marketplace.test',
  password: 'admin-password-1',
  username: 'admin',
  displayName: 'Admin',
  role: 'ADMIN',
  balanceWei: '0',
};

/**
 * A buyer with GEM and no wallet yet, for the store's end-to-end purchase: the demo user's first
 * sign-in is the wallet suite's, so a second account lets both run side by side.
 */
export const SEED_SHOPPER_USER: SeedUser = {
  email: 'shopper@marketplace.test',
  password: 'shopper-password-1',
  username: 'shopper',
  displayName: 'Shopper',
  role: 'USER',
  balanceWei: (1000n * WEI_PER_TOKEN).toString(),
};

/**
 * The two sides of the selling journey's end-to-end test, each with GEM and no wallet yet: a seller
 * (who buys what they list first) and a buyer who also makes offers. The demo user and the collector
 * are other suites' (the wallet suite's first sign-in, a header balance), so trades of their own keep
 * every suite's numbers true when they run side by side.
 */
export const SEED_TRADER_USER: SeedUser = {
  email: 'trader@marketplace.test',
  password: 'trader-password-1',
  username: 'trader',
  displayName: 'Trader',
  role: 'USER',
  balanceWei: (300n * WEI_PER_TOKEN).toString(),
};

export const SEED_PATRON_USER: SeedUser = {
  email: 'patron@marketplace.test',
  password: 'patron-password-1',
  username: 'patron',
  displayName: 'Patron',
  role: 'USER',
  balanceWei: (2000n * WEI_PER_TOKEN).toString(),
};

/**
 * The crafter of the craft journey's end-to-end test: no GEM, no wallet yet, and crafting materials
 * from the catalogue seed (`crafterCopies`), so crafting runs beside the suites that use the demo user.
 */
export const SEED_CRAFTER_USER: SeedUser = {
  email: 'crafter@marketplace.test',
  password: 'crafter-password-1',
  username: 'crafter',
  displayName: 'Crafter',
  role: 'USER',
  balanceWei: '0',
};

const USERS_SEEDED_SETTING = 'seeded-users';

/**
 * Users arrived after the first data folders were made, so they have their own marker: a database
 * seeded before them gets them once, and deleting them later does not bring them back.
 */
async function seedUsersOnce(db: Database): Promise<void> {
  if (await isSeeded(db, USERS_SEEDED_SETTING)) return;
  const seedUsers = [SEED_DEMO_USER, SEED_ADMIN_USER, SEED_SHOPPER_USER, SEED_TRADER_USER, SEED_PATRON_USER, SEED_CRAFTER_USER];
  // Hashing is slow, so it happens before the transaction holds any lock.
  const hashes = await Promise.all(seedUsers.map((user) => hashPassword(user.password)));
  await seedOnce(db, USERS_SEEDED_SETTING, async (tx) => {
    for (const [index, user] of seedUsers.entries()) {
      const [created] = await tx.insert(users).values(seedUserRow(user, hashes[index]!)).onConflictDoNothing().returning({ id: users.id });
      if (created) await seedBalance(tx, created.id, user);
    }
  });
}

/** The `users` row of a seed user: a password account with the terms accepted, as after a sign-up. */
export function seedUserRow(user: SeedUser, { hash, salt }: PasswordHash): typeof users.$inferInsert {
  return {
    email: user.email,
    username: user.username,
    displayName: user.displayName,
    role: user.role,
    roles: user.role === 'ADMIN' ? ['ADMIN'] : [],
    passwordHash: hash,
    passwordSalt: salt,
    identityProviders: { password: true, google: false, apple: false },
    acceptTerms: true,
  };
}

/** The seed user's starting GEM; a balance the user holds already is left as it is. */
export async function seedBalance(tx: SeedTransaction, userId: string, user: SeedUser): Promise<void> {
  await tx.insert(balances).values({ userId, product: PRODUCT, amountWei: user.balanceWei }).onConflictDoNothing();
}
