import { count, eq } from 'drizzle-orm';
import { PRODUCT } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { MAINTENANCE_SETTING, merchants, rates, settings } from '../db/schema.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedCategoryNames } from './seed-category-names.js';
import { seedExportArchive } from './seed-export-archive.js';
import { FAVOURITE_ACCOUNTS_MARKER, favouriteAccountsSeed } from './seed-favourite-accounts.js';
import { seedHistory } from './seed-history.js';
import { seedLapsedTerms } from './seed-lapsed-terms.js';
import { seedMailAccounts } from './seed-mail-accounts.js';
import { seedMarket } from './seed-market.js';
import { seedMerchantPresentation } from './seed-merchant-presentation.js';
import { SEED_GEM_USD_PRICE, SEED_MERCHANTS } from './seed-merchants.js';
import { seedNotificationInbox } from './seed-notification-inbox.js';
import { seedOfferDesk } from './seed-offer-desk.js';
import { seedReferrals } from './seed-referrals.js';
import { seedSalesHistory } from './seed-sales-history.js';
import { seedSupportAccounts } from './seed-support-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';
import { seedTranslations } from './seed-translations.js';
import { USERS_MARKER, usersSeed } from './seed-users.js';

/*
 * The seed runner: the top of `seed/`. Its steps (one `seed-*.ts` per part) import the seed's data
 * (`seed-accounts`, `seed-merchants`, `seed-*-stock`, `seed-uuid`) and never this file, so the seed's
 * imports run one way: data, then steps, then this runner.
 */

/** What the seed needs from the server it runs for. */
export interface SeedOptions {
  /** Where the shell is served: the seeded mail's links lead there (the server's SHELL_ORIGIN). */
  shellOrigin?: string;
}

/**
 * Fills a fresh database with its starting data. Merchants are the marker: they are written in the
 * same transaction as everything else, so a database with merchants has been seeded already and
 * whatever changed since (rates, maintenance) is left alone.
 */
export async function seedIfEmpty(db: Database, { shellOrigin = DEFAULT_SHELL_ORIGIN }: SeedOptions = {}): Promise<boolean> {
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
  if (!(await isSeeded(db, USERS_MARKER))) await seedOnce(db, USERS_MARKER, await usersSeed());
  // Order matters: the catalogue needs the users, the history needs the catalogue.
  await seedOnce(db, 'seeded-catalogue', seedCatalogue);
  await seedOnce(db, 'seeded-market', seedMarket);
  await seedOnce(db, 'seeded-history', seedHistory);
  // The market's trading over the months before the seed ran (charts and volumes), after the market it trades.
  await seedOnce(db, 'seeded-sales-history', (tx) => seedSalesHistory(tx));
  await seedOnce(db, 'seeded-translations', seedTranslations);
  // A database seeded before deposits and sends existed gets their notification messages once.
  await seedOnce(db, 'seeded-translations-wallet-moves', seedTranslations);
  await seedOnce(db, 'seeded-export-archive', seedExportArchive);
  await seedOnce(db, 'seeded-notification-inbox', seedNotificationInbox);
  await seedOnce(db, 'seeded-support-accounts', (tx) => seedSupportAccounts(tx, shellOrigin));
  await seedOnce(db, 'seeded-referrals', seedReferrals);
  await seedOnce(db, 'seeded-offer-desk', seedOfferDesk);
  await seedOnce(db, 'seeded-lapsed-terms', seedLapsedTerms);
  await seedOnce(db, 'seeded-category-names', seedCategoryNames);
  await seedOnce(db, 'seeded-mail-accounts', seedMailAccounts);
  if (!(await isSeeded(db, FAVOURITE_ACCOUNTS_MARKER))) await seedOnce(db, FAVOURITE_ACCOUNTS_MARKER, await favouriteAccountsSeed());
  return seeded;
}

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
