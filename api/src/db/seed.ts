import { count, eq } from 'drizzle-orm';
import { PRODUCT, TERMS_OF_SERVICE_VERSION } from '@marketplace/contracts/wire';
import { hashPassword, type PasswordHash } from '../auth/password-hash.js';
import type { Database } from './database.js';
import { seedCatalogue } from './seed-catalogue.js';
import { seedHistory } from './seed-history.js';
import { seedSalesHistory } from './seed-sales-history.js';
import { seedMarket } from './seed-market.js';
import { seedMerchantPresentation } from './seed-merchant-presentation.js';
import { seedCategoryNames } from './seed-category-names.js';
import { seedLapsedTerms } from './seed-lapsed-terms.js';
import { seedReferrals } from './seed-referrals.js';
import { seedOfferDesk } from './seed-offer-desk.js';
import { seedNotificationInbox } from './seed-notification-inbox.js';
import { seedSupportAccounts } from './seed-support-accounts.js';
import { seedTranslations } from './seed-translations.js';
import { seedExportArchive } from './seed-export-archive.js';
import { seedMailAccounts } from './seed-mail-accounts.js';
import { FAVOURITE_ACCOUNTS_MARKER, favouriteAccountsSeed } from './seed-favourite-accounts.js';
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
  // The market's trading over the months before the seed ran (charts and volumes), after the market it trades.
  await seedOnce(db, 'seeded-sales-history', (tx) => seedSalesHistory(tx));
  await seedOnce(db, 'seeded-translations', seedTranslations);
  // A database seeded before deposits and sends existed gets their notification messages once.
  await seedOnce(db, 'seeded-translations-wallet-moves', seedTranslations);
  await seedOnce(db, 'seeded-export-archive', seedExportArchive);
  await seedOnce(db, 'seeded-notification-inbox', seedNotificationInbox);
  await seedOnce(db, 'seeded-support-accounts', seedSupportAccounts);
  await seedOnce(db, 'seeded-referrals', seedReferrals);
  await seedOnce(db, 'seeded-offer-desk', seedOfferDesk);
  await seedOnce(db, 'seeded-lapsed-terms', seedLapsedTerms);
  await seedOnce(db, 'seeded-category-names', seedCategoryNames);
  await seedOnce(db, 'seeded-mail-accounts', seedMailAccounts);
  if (!(await isSeeded(db, FAVOURITE_ACCOUNTS_MARKER))) await seedOnce(db, FAVOURITE_ACCOUNTS_MARKER, await favouriteAccountsSeed());
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

/**
 * A seed account as every e2e spec signs it in: `<username>@marketplace.test` with the password
 * `<username>-password-1`, and `gem` whole GEM to start with.
 */
function seedAccount(username: string, displayName: string, gem = 0n, role: SeedUser['role'] = 'USER'): SeedUser {
  return {
    email: `${username}@marketplace.test`,
    password: `${username}-password-1`,
    username,
    displayName,
    role,
    balanceWei: (gem * WEI_PER_TOKEN).toString(),
  };
}

export const SEED_DEMO_USER = seedAccount('demo', 'Demo', 2500n);

export const SEED_ADMIN_USER = seedAccount('admin', 'Admin', 0n, 'ADMIN');

/**
 * A buyer with GEM and no wallet yet, for the store's end-to-end purchase: the demo user's first
 * sign-in is the wallet suite's, so a second account lets both run side by side.
 */
export const SEED_SHOPPER_USER = seedAccount('shopper', 'Shopper', 1000n);

/**
 * The two sides of the selling journey's end-to-end test, each with GEM and no wallet yet: a seller
 * (who buys what they list first) and a buyer who also makes offers. The demo user and the collector
 * are other suites' (the wallet suite's first sign-in, a header balance), so trades of their own keep
 * every suite's numbers true when they run side by side.
 */
export const SEED_TRADER_USER = seedAccount('trader', 'Trader', 300n);

export const SEED_PATRON_USER = seedAccount('patron', 'Patron', 2000n);

/**
 * The crafter of the craft journey's end-to-end test: no GEM, no wallet yet, and crafting materials
 * from the catalogue seed (`crafterCopies`), so crafting runs beside the suites that use the demo user.
 */
export const SEED_CRAFTER_USER = seedAccount('crafter', 'Crafter');

/**
 * The referrer of the programmes' end-to-end test: people referred and rewards earned (`seed-referrals`),
 * and the account a new sign-up through their link is credited to. No GEM but the seeded rewards (credited there).
 */
export const SEED_REFERRER_USER = seedAccount('referrer', 'Riley Referrer');

/**
 * The account of the security journey's end-to-end test: GEM for one store purchase and no wallet yet;
 * it turns two-factor authentication on and off, changes its password and removes its devices, so no
 * other suite may sign it in.
 */
export const SEED_GUARDIAN_USER = seedAccount('guardian', 'Guardian', 1000n);

/**
 * The account of the notifications end-to-end test: a full inbox, a few of it unread (`seed-notification-inbox`);
 * it reads one and then all, so no other suite may sign it in. No GEM.
 */
export const SEED_NOTIFIED_USER = seedAccount('notified', 'Noor Notified');

/** The account of the language end-to-end test: its preferred language is German (`seed-notification-inbox`). No GEM. */
export const SEED_POLYGLOT_USER = seedAccount('polyglot', 'Pia Polyglot');

/** The account of the support end-to-end test: it files tickets and reads them back, so no other suite may sign it in. No GEM. */
export const SEED_ASKER_USER = seedAccount('asker', 'Ada Asker');

/**
 * The account of the communications end-to-end test: communications on, an unsubscribe link in the outbox
 * (`seed-support-accounts`); it unsubscribes, undoes and saves categories, so no other suite may sign it in. No GEM.
 */
export const SEED_SUBSCRIBER_USER = seedAccount('subscriber', 'Sam Subscriber');

/**
 * The account of the activity end-to-end test: GEM for a store purchase and no wallet yet; it buys
 * through the checkout and watches the purchase go from pending to complete, so no other suite may sign it in.
 */
export const SEED_LEDGER_USER = seedAccount('ledger', 'Lena Ledger', 500n);

/**
 * The two sides of the offers page's end-to-end test, each owning one collectible (`seed-offer-desk`) and
 * GEM to bid with: the dealer accepts the bidder's offer and withdraws their own. No other suite signs them in.
 */
export const SEED_DEALER_USER = seedAccount('dealer', 'Dana Dealer', 300n);

export const SEED_BIDDER_USER = seedAccount('bidder', 'Bea Bidder', 300n);

/**
 * The terms-acceptance test's account: it accepted an older version of the terms of service
 * (`seed-lapsed-terms`), so its next sign-in asks it to accept the version in force. No other suite signs it in.
 */
export const SEED_LAPSED_USER = seedAccount('lapsed', 'Lee Lapsed');

/** The account of the e-mail verification end-to-end test: its address not verified yet (as every seed account), which that test changes. No GEM. */
export const SEED_VERIFIER_USER = seedAccount('verifier', 'Vera Verifier');

/** The account of the data export's end-to-end test: a small purchase history (`seed-export-archive`) to find in its download. No other suite signs it in. */
export const SEED_ARCHIVIST_USER = seedAccount('archivist', 'Ada Archivist');

/**
 * The seller of the sale-mail end-to-end test: Japanese, an antiphishing code, offers and sales e-mails on,
 * and one collectible to sell (`seed-mail-accounts`). No GEM. No other suite signs it in.
 */
export const SEED_VENDOR_USER = seedAccount('vendor', 'Vic Vendor');

/** The buyer of the sale-mail end-to-end test: GEM for the seller's listing (a four-digit price, to show grouping). */
export const SEED_CUSTOMER_USER = seedAccount('customer', 'Cass Customer', 2000n);

/**
 * The account of the one-click unsubscribe end-to-end test: offers and sales e-mails on and two collectibles
 * others bid on (`seed-mail-accounts`); it unsubscribes from a mail, so no other suite may sign it in. No GEM.
 */
export const SEED_OPTOUT_USER = seedAccount('optout', 'Otto Optout');

/** The bidder of the one-click unsubscribe end-to-end test: GEM to bid with. */
export const SEED_SUITOR_USER = seedAccount('suitor', 'Sue Suitor', 300n);

/**
 * The buyer of the mail outage end-to-end test: offers and sales e-mails on and GEM for a market purchase whose
 * mail waits out the mail server's outage (`seed-mail-accounts`). No other suite signs it in.
 */
export const SEED_PATIENT_USER = seedAccount('patient', 'Pat Patient', 300n);

const USERS_SEEDED_SETTING = 'seeded-users';

/**
 * Users arrived after the first data folders were made, so they have their own marker: a database
 * seeded before them gets them once, and deleting them later does not bring them back.
 */
async function seedUsersOnce(db: Database): Promise<void> {
  if (await isSeeded(db, USERS_SEEDED_SETTING)) return;
  const seedUsers = [
    SEED_DEMO_USER,
    SEED_ADMIN_USER,
    SEED_SHOPPER_USER,
    SEED_TRADER_USER,
    SEED_PATRON_USER,
    SEED_CRAFTER_USER,
    SEED_REFERRER_USER,
    SEED_GUARDIAN_USER,
    SEED_NOTIFIED_USER,
    SEED_POLYGLOT_USER,
    SEED_VERIFIER_USER,
    SEED_ASKER_USER,
    SEED_SUBSCRIBER_USER,
    SEED_LEDGER_USER,
    SEED_DEALER_USER,
    SEED_BIDDER_USER,
    SEED_LAPSED_USER,
    SEED_ARCHIVIST_USER,
    SEED_VENDOR_USER,
    SEED_CUSTOMER_USER,
    SEED_OPTOUT_USER,
    SEED_SUITOR_USER,
    SEED_PATIENT_USER,
  ];
  // Hashing is slow, so it happens before the transaction holds any lock.
  const hashed = await Promise.all(seedUsers.map(async (user) => ({ user, hash: await hashPassword(user.password) })));
  await seedOnce(db, USERS_SEEDED_SETTING, async (tx) => {
    for (const { user, hash } of hashed) {
      const [created] = await tx.insert(users).values(seedUserRow(user, hash)).onConflictDoNothing().returning({ id: users.id });
      if (created) await seedBalance(tx, created.id, user);
    }
  });
}

/**
 * When the seed users joined: before every item the seed gives them (received from April 2025) and their
 * linked game accounts, so a profile's "member since" never comes after what it holds. Not the seed run's time.
 */
export const SEED_REGISTRATION_TIME = '2025-01-15T09:00:00.000Z';

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
    acceptedTermsVersion: TERMS_OF_SERVICE_VERSION,
    acceptedTermsTime: new Date(),
    registrationTime: new Date(SEED_REGISTRATION_TIME),
  };
}

/** The seed user's starting GEM; a balance the user holds already is left as it is. */
export async function seedBalance(tx: SeedTransaction, userId: string, user: SeedUser): Promise<void> {
  await tx.insert(balances).values({ userId, product: PRODUCT, amountWei: user.balanceWei }).onConflictDoNothing();
}
