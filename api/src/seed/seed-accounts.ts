/** A seed account: every e2e spec signs one in by its address and password. */
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

/**
 * When the seed users joined: before every item the seed gives them (received from April 2025) and their
 * linked game accounts, so a profile's "member since" never comes after what it holds. Not the seed run's time.
 */
export const SEED_REGISTRATION_TIME = '2025-01-15T09:00:00.000Z';
