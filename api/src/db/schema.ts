import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { type IdentityProviders, type LocalizedText, RARITY_TIERS } from '@marketplace/contracts/wire';

export const merchantStatus = pgEnum('merchant_status', ['ACTIVE', 'INACTIVE']);

// Property names follow the `Merchant` contract so rows are answered as they are.
export const merchants = pgTable('merchants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  status: merchantStatus('status').notNull(),
  platforms: text('platforms').array().notNull(),
  gamePageURI: text('game_page_uri').notNull(),
  landingPageURI: text('landing_page_uri').notNull(),
  merchantPages: jsonb('merchant_pages').$type<Record<string, boolean>>().notNull(),
  luxury: boolean('luxury').notNull().default(false),
  tagline: jsonb('tagline').$type<LocalizedText>(),
  artUrl: text('art_url'),
});

// Numeric keeps the price exact in storage; it is read back as a JS number for the answer.
export const rates = pgTable('rates', {
  product: text('product').primaryKey(),
  price: numeric('price', { precision: 30, scale: 12, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  enabled: boolean('enabled').notNull().default(false),
  /** Server-held values such as the generated token-signing secret; flags leave it null. */
  value: text('value'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MAINTENANCE_SETTING = 'maintenance';

export const JWT_SECRET_SETTING = 'jwt-secret';

export const userRole = pgEnum('user_role', ['USER', 'ADMIN']);

// Emails and usernames are stored lower-cased, so the unique indexes compare them without case;
// `displayName` keeps the casing the person typed.
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** Set by following the link of a VERIFY_EMAIL key (`POST /api/keys/verify-email`). */
  emailVerified: boolean('email_verified').notNull().default(false),
  username: text('username').unique(),
  usernameUpdateTime: timestamp('username_update_time', { withTimezone: true }),
  displayName: text('display_name'),
  tagline: text('tagline'),
  passwordHash: text('password_hash'),
  passwordSalt: text('password_salt'),
  /** Signed up with a password and not yet through the mailed link: the password signs nobody in until then. */
  awaitingSignUpConfirmation: boolean('awaiting_sign_up_confirmation').notNull().default(false),
  role: userRole('role').notNull().default('USER'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  identityProviders: jsonb('identity_providers').$type<IdentityProviders>().notNull().default({ password: false, google: false, apple: false }),
  profilePicture: text('profile_picture').notNull().default('DEFAULT'),
  profileBanner: text('profile_banner').notNull().default('banner0'),
  antiphishingCode: text('antiphishing_code'),
  /**
   * The spec's master switch for optional mail. On for a new account (migration 0018): offers and sales mails are
   * the answers to what the person does on the market, promised by the communications page; marketing and
   * product news are opt-in by their own categories (`categoriesOf`).
   */
  communications: boolean('communications').notNull().default(true),
  twoFactorAuth: boolean('two_factor_auth').notNull().default(false),
  acceptTerms: boolean('accept_terms').notNull().default(false),
  /** The version of the terms of service the person last accepted, and when: a newer version asks again. */
  acceptedTermsVersion: text('accepted_terms_version'),
  acceptedTermsTime: timestamp('accepted_terms_time', { withTimezone: true }),
  /** E-mail preferences by category (`{ offers: true, … }`); `communications` stays the spec's one switch for all. */
  communicationPreferences: jsonb('communication_preferences').$type<Record<string, boolean>>().notNull().default({}),
  preferredLocale: text('preferred_locale').notNull().default('en'),
  showBalance: boolean('show_balance').notNull().default(true),
  walletAddress: text('wallet_address').unique(),
  accountAddress: text('account_address'),
  referrerId: uuid('referrer_id'),
  registrationTime: timestamp('registration_time', { withTimezone: true }).notNull().defaultNow(),
});

// The ledger: wei as an exact integer (78 digits hold any uint256), answered as a string.
export const balances = pgTable(
  'balances',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    amountWei: numeric('amount_wei', { precision: 78, scale: 0, mode: 'string' }).notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.product] })],
);

// Only ciphertext envelopes the client made; the server cannot read them.
export const vaultKeys = pgTable(
  'vault_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyType: text('key_type').notNull(),
    value: text('value').notNull(),
    time: timestamp('time', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.keyType] })],
);

export const rescueKeys = pgTable('rescue_keys', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// Only the SHA-256 of a code is kept, so a leaked table cannot be replayed at /oauth/token.
export const loginCodes = pgTable(
  'login_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    rescue: boolean('rescue').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('login_codes_expires_at_idx').on(table.expiresAt)],
);

export const clientLogs = pgTable('client_logs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: uuid('user_id'),
  event: text('event').notNull(),
  status: integer('status').notNull(),
  message: text('message').notNull(),
  data: text('data').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Second-factor and e-mail keys -------------------------------------------------------------

/**
 * One-time keys sent by e-mail (verify the address, leave the communications list). Only the SHA-256
 * of a key is kept, as for login codes.
 */
export const emailKeyPurpose = pgEnum('email_key_purpose', ['VERIFY_EMAIL', 'UNSUBSCRIBE_COMMUNICATIONS', 'CONFIRM_SIGN_UP', 'CONFIRM_EMAIL_CHANGE']);

export const emailKeys = pgTable(
  'email_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailKeyPurpose('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** CONFIRM_EMAIL_CHANGE only: the address the link makes the account's, the one it was mailed to. */
    newEmail: text('new_email'),
    /**
     * UNSUBSCRIBE_COMMUNICATIONS only: the category of the mail that carried the key (`offers`); its links turn off
     * that category alone. Null: a key about every communication (the master switch).
     */
    category: text('category'),
    /** CONFIRM_EMAIL_CHANGE only: the session that asked; the change signs out every other one, as a password change does. */
    requestedByDeviceId: uuid('requested_by_device_id').references(() => devices.id, { onDelete: 'set null' }),
  },
  (table) => [index('email_keys_user_id_idx').on(table.userId)],
);

/**
 * The mail queue: every mail the API sends is a row written in the transaction of the change it tells
 * about, and the sender (`mail/mail-sender.ts`) delivers it over SMTP later, so an answer never waits
 * on the mail server and a mail exists exactly when its change does. `template` is the kind of mail
 * (`mail/mail-kinds.ts`), `params` what its template shows.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for mail to an address with no account behind it (a support ticket filed signed out). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toEmail: text('to_email').notNull(),
    template: text('template').notNull(),
    /** The link of the mail's main button, for the kinds that have one (also in `params.link`). */
    link: text('link'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** `account`, `security` or `offers` (`MAIL_CATEGORY` of the kind): which preferences and folding apply. */
    category: text('category').notNull().default('account'),
    /** The language for a recipient with no account; an account's mail speaks its preferred locale when sent. */
    locale: text('locale'),
    /** The recipient's antiphishing code when the mail was queued (null: no account or no code), as the sent mail shows it. */
    antiphishingCode: text('antiphishing_code'),
    /** `pending`, `sending` (claimed by a sender until `lease_until`), `sent`, `suppressed` (preferences said no), `folded` (into `folded_into`). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The stable left part of the mail's `Message-ID`: every attempt at this row sends the same message. */
    messageToken: uuid('message_token').notNull().defaultRandom(),
    /** The digest row a folded mail went out in. */
    foldedInto: bigint('folded_into', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_user_id_idx').on(table.userId),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
    uniqueIndex('mail_outbox_message_token_idx').on(table.messageToken),
  ],
);

/** TOTP secrets (RFC 6238): `pending` while the user has not yet proved the authenticator with a code. */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Sessions ------------------------------------------------------------------------------------

/** One row per sign-in; the token names its device, so removing the device ends that session. */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    userAgent: text('user_agent').notNull(),
    signInMethod: text('sign_in_method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When this session last proved who it is (a right password, or its rescue sign-in): vault changes need it recent. */
    reauthenticatedAt: timestamp('reauthenticated_at', { withTimezone: true }),
  },
  (table) => [index('devices_user_id_idx').on(table.userId)],
);

/**
 * The browsers an account has signed in from, each by the SHA-256 of the device key its httpOnly cookie
 * carries (never the key itself). Unlike `devices` (one row per session, gone at sign-out or removal), a
 * browser stays known after its sessions end, so "a sign-in from a new device" means one this account
 * has never signed in from, not merely one without a session now.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The session (`devices.id`) this browser signed in to last: removing that device from the devices page forgets the browser. */
    lastDeviceId: uuid('last_device_id'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.keyHash] })],
);

// ---- Notifications and translations -----------------------------------------------------------------

/** `translationId` names a message of the `notifications` translation file; `params` fill its placeholders. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    translationId: text('translation_id').notNull(),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
);

/** Server-owned message files (`GET /api/translations/file/{name}?locale=`), merged into the site's catalogues. */
export const translationFiles = pgTable(
  'translation_files',
  {
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    messages: jsonb('messages').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.name, table.locale] })],
);

// ---- Merchants' catalogue ---------------------------------------------------------------------------

export const merchantPlayers = pgTable(
  'merchant_players',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: text('player_id').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.userId] })],
);

export const categorySection = pgEnum('category_section', ['STORE', 'CRAFT']);

/** Store and craft pages of a merchant are split by category (`/store/{merchant}/category/{categoryId}`). */
export const merchantCategories = pgTable(
  'merchant_categories',
  {
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    section: categorySection('section').notNull(),
    id: text('id').notNull(),
    /** The merchant's name of the category, in English: what every locale falls back on. */
    name: text('name').notNull(),
    /** The name in the locales the merchant translated it into (merchant content, like a tagline); null before it did. */
    localizedName: jsonb('localized_name').$type<LocalizedText>(),
    position: integer('position').notNull(),
    /** Store items of this category are sold to players of the merchant's game only (spec §6 `elementalRaidersPlayer`); anyone may see them. */
    playersOnly: boolean('players_only').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.merchantId, table.section, table.id] })],
);

export const rarity = pgEnum('rarity', RARITY_TIERS);

/**
 * A collectible is one token. Identical ones share a `setId` (a market "stack"). `ownerId` null means
 * the merchant still holds it (store stock); `receivedTime` is when the current owner got it.
 */
export const collectibles = pgTable(
  'collectibles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    setId: text('set_id').notNull(),
    name: text('name').notNull(),
    rarity: rarity('rarity').notNull(),
    imageUrl: text('image_url').notNull(),
    properties: jsonb('properties').$type<Record<string, string>>().notNull().default({}),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    receivedTime: timestamp('received_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collectibles_owner_merchant_received_idx').on(table.ownerId, table.merchantId, table.receivedTime),
    index('collectibles_merchant_set_idx').on(table.merchantId, table.setId),
  ],
);

export const listingKind = pgEnum('listing_kind', ['STORE', 'MARKET']);
export const listingStatus = pgEnum('listing_status', ['ACTIVE', 'RESERVED', 'SOLD', 'CANCELLED']);

/**
 * A collectible for sale: in the merchant's store (seller null, `categoryId` set) or on the market by
 * its owner. Prices are GEM with two decimals (spec §5: at most 99999999999.99).
 */
export const listings = pgTable(
  'listings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: listingKind('kind').notNull(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: text('category_id'),
    collectibleId: uuid('collectible_id')
      .notNull()
      .references(() => collectibles.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 13, scale: 2, mode: 'string' }).notNull(),
    status: listingStatus('status').notNull().default('ACTIVE'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('listings_merchant_kind_status_idx').on(table.merchantId, table.kind, table.status),
    index('listings_collectible_idx').on(table.collectibleId),
  ],
);

export type CraftIngredient = { setId: string; quantity: number };
/** `setId` is the set a crafted collectible joins; recipes stored before crafting existed lack it (see `resultSetIdOf`). */
export type CraftResult = { setId?: string; name: string; rarity: (typeof rarity.enumValues)[number]; imageUrl: string; properties: Record<string, string> };

export const craftRecipes = pgTable(
  'craft_recipes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    categoryId: text('category_id').notNull(),
    name: text('name').notNull(),
    ingredients: jsonb('ingredients').$type<CraftIngredient[]>().notNull(),
    result: jsonb('result').$type<CraftResult>().notNull(),
  },
  (table) => [index('craft_recipes_merchant_category_idx').on(table.merchantId, table.categoryId)],
);

// ---- Commerce --------------------------------------------------------------------------------------

export const mintStatus = pgEnum('mint_status', ['RESERVED', 'SIGNED', 'COMPLETE', 'CANCELLED', 'EXPIRED']);

/**
 * A purchase intent: the client names it (its id) when the person presses Buy, the server reserves the
 * listing and hands back the message the wallet signs. Amounts are wei, exact.
 */
export const mints = pgTable(
  'mints',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    collectibleId: uuid('collectible_id')
      .notNull()
      .references(() => collectibles.id, { onDelete: 'cascade' }),
    priceWei: numeric('price_wei', { precision: 78, scale: 0, mode: 'string' }).notNull(),
    feeWei: numeric('fee_wei', { precision: 78, scale: 0, mode: 'string' }).notNull(),
    message: text('message').notNull(),
    status: mintStatus('status').notNull().default('RESERVED'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('mints_user_created_idx').on(table.userId, table.createdAt)],
);

export const transactionStatus = pgEnum('transaction_status', ['PENDING', 'COMPLETE']);

/** Ledger movements as the user sees them; `fromUserId`/`toUserId` null is the merchant. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    fromUserId: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    toUserId: uuid('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    amountWei: numeric('amount_wei', { precision: 78, scale: 0, mode: 'string' }).notNull(),
    feeWei: numeric('fee_wei', { precision: 78, scale: 0, mode: 'string' }).notNull().default('0'),
    collectibleId: uuid('collectible_id').references(() => collectibles.id, { onDelete: 'set null' }),
    mintId: uuid('mint_id').references(() => mints.id, { onDelete: 'set null' }),
    /**
     * A REFERRAL_REWARD's referred person, whose first store purchase (single or in a cart) earned it: named
     * here, not through the purchase's mint (a cart item has none), so "rewarded before" is one indexed look-up.
     */
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: transactionStatus('status').notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('transactions_from_created_idx').on(table.fromUserId, table.createdAt),
    index('transactions_to_created_idx').on(table.toUserId, table.createdAt),
    index('transactions_status_idx').on(table.status),
    // A price history and a market's volumes read an item type's completed sales by collectible and time.
    index('transactions_collectible_completed_idx').on(table.collectibleId, table.completedAt),
    // One reward per referred person: two settlements at once cannot both pay their referrer.
    uniqueIndex('transactions_referral_reward_once_idx').on(table.referredUserId).where(sql`${table.kind} = 'REFERRAL_REWARD'`),
  ],
);

/**
 * A send of GEM to an address, beside its ledger row (a TRANSFER transaction): what was asked (under the
 * sender's idempotency key, unique per sender, with a hash of the request) and the wallet's signature of
 * it. A retry with the same key finds this row instead of debiting again.
 */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** SHA-256 of the request's recipient, amount and fee: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    toAddress: text('to_address').notNull(),
    /** The account holding `toAddress` when it was sent, null for an address outside the marketplace. */
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    amountWei: numeric('amount_wei', { precision: 78, scale: 0, mode: 'string' }).notNull(),
    feeWei: numeric('fee_wei', { precision: 78, scale: 0, mode: 'string' }).notNull(),
    signature: text('signature').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => transactions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_transfers_sender_key_idx').on(table.senderId, table.idempotencyKey),
    uniqueIndex('wallet_transfers_transaction_idx').on(table.transactionId),
  ],
);

/**
 * A cart bought in one checkout, under the buyer's idempotency key (unique per buyer, with a hash of what
 * was signed): the signature, until when it is good, the GEM-USD rate its fee is computed at (so a checkout
 * resumed after a failure charges the fee it began with), and whether every item has its outcome yet.
 */
export const cartCheckouts = pgTable(
  'cart_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    /** SHA-256 of the signed items, amounts and expiry: the same key with another cart is refused. */
    requestHash: text('request_hash').notNull(),
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Null when the API had no rate: then only the percentage applies (spec §9). */
    gemUsdRate: numeric('gem_usd_rate', { precision: 30, scale: 12, mode: 'number' }),
    status: text('status').notNull().$type<'SETTLING' | 'COMPLETE'>().default('SETTLING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('cart_checkouts_buyer_key_idx').on(table.buyerId, table.idempotencyKey)],
);

/**
 * Each item's outcome in its checkout, written in the same database transaction as its purchase (the
 * listing sold, the buyer debited, the PENDING transaction), so an item is bought once or not at all, and
 * a checkout resumed or retried finds the items already decided. `feeWei` is the item's share of the fee
 * on the checkout's total: the fee of the running total with it, less the fee without it.
 */
export const cartCheckoutItems = pgTable(
  'cart_checkout_items',
  {
    checkoutId: uuid('checkout_id')
      .notNull()
      .references(() => cartCheckouts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    listingId: uuid('listing_id').notNull(),
    name: text('name').notNull(),
    priceWei: numeric('price_wei', { precision: 78, scale: 0, mode: 'string' }).notNull(),
    outcome: text('outcome').notNull().$type<'BOUGHT' | 'DROPPED'>(),
    reason: text('reason'),
    currentPrice: numeric('current_price', { precision: 13, scale: 2, mode: 'string' }),
    feeWei: numeric('fee_wei', { precision: 78, scale: 0, mode: 'string' }).notNull().default('0'),
    collectibleId: uuid('collectible_id').references(() => collectibles.id, { onDelete: 'set null' }),
    transactionId: uuid('transaction_id').references(() => transactions.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.checkoutId, table.position] })],
);

export const offerStatus = pgEnum('offer_status', ['OPEN', 'ACCEPTED', 'DECLINED', 'CANCELLED']);

/** A signed bid on someone's collectible; accepting it moves the bidder's GEM and the collectible. */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    collectibleId: uuid('collectible_id')
      .notNull()
      .references(() => collectibles.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 13, scale: 2, mode: 'string' }).notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    status: offerStatus('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [index('offers_collectible_status_idx').on(table.collectibleId, table.status), index('offers_bidder_idx').on(table.bidderId)],
);

// ---- Favourites --------------------------------------------------------------------------------------

/**
 * An item type (a merchant's set, as the store, market and collectible pages identify items) a person
 * keeps in their favourites. `priceWhenFavourited` is the lowest listing of the type then (null: none
 * listed); `notifiedPrice` the lowest listing they were last told about, so each drop is told once.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    merchantId: text('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    setId: text('set_id').notNull(),
    priceWhenFavourited: numeric('price_when_favourited', { precision: 13, scale: 2, mode: 'string' }),
    notifiedPrice: numeric('notified_price', { precision: 13, scale: 2, mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.merchantId, table.setId] }),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
    index('favourites_merchant_set_idx').on(table.merchantId, table.setId),
  ],
);

// ---- Sign-in provider wrapping secrets -------------------------------------------------------------

/**
 * The secret the client wraps its Google or Apple copy of the wallet key with: released only to a
 * session that signed in through that provider, so the provider's sign-in stands in for a password.
 */
export const wrappingSecrets = pgTable(
  'wrapping_secrets',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    secret: text('secret').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.provider] })],
);

// ---- Account programmes: influencer applications and identity verification (KYC) ------------------

/** An application to the influencer programme; a visitor may apply, so `userId` is null for them. */
export const influencerApplications = pgTable(
  'influencer_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    channelUrl: text('channel_url').notNull(),
    audienceSize: integer('audience_size').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    status: text('status').notNull().default('RECEIVED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('influencer_applications_user_idx').on(table.userId)],
);

/** One identity verification per user: where it stands and which provider runs it (a local stand-in in development). */
export const kycVerifications = pgTable('kyc_verifications', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status').notNull().default('NOT_STARTED'),
  provider: text('provider').notNull(),
  steps: jsonb('steps').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Support and analytics ------------------------------------------------------------------------

/** A contact-form ticket; `userId` null when filed signed out. The attachment is kept inline (small, type-checked). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBase64: text('attachment_base64'),
    status: text('status').notNull().default('OPEN'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_tickets_user_created_idx').on(table.userId, table.createdAt)],
);

/** The local stand-in for the analytics tag: one row per page view it was sent, only after consent. */
export const pageViews = pgTable('page_views', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  path: text('path').notNull(),
  locale: text('locale').notNull(),
  visitorId: text('visitor_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---- Site search ------------------------------------------------------------------------------------

/**
 * One row per thing the site search finds (a merchant, an item type, a store or craft category, a
 * person's public profile), kept by triggers on the tables it comes from (migration 0017), so a search is
 * one trigram lookup in one small table rather than a join over every collectible. `terms` is the
 * lower-cased text searched; `key` tells rows of one kind apart. Rows of a merchant go with it.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').notNull().$type<'merchant' | 'item' | 'set' | 'person'>(),
    key: text('key').notNull(),
    merchantId: text('merchant_id').references(() => merchants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The set id of an item, the category id of a set (with `section`). */
    refId: text('ref_id').notNull(),
    section: categorySection('section'),
    name: text('name').notNull(),
    /** A person's user name, shown beside the display name. */
    secondary: text('secondary'),
    terms: text('terms').notNull(),
    imageUrl: text('image_url'),
    rarity: rarity('rarity'),
    localizedName: jsonb('localized_name').$type<LocalizedText>(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.key] }), index('search_documents_terms_trgm_idx').using('gin', sql`${table.terms} gin_trgm_ops`)],
);

// ---- Closing an account ---------------------------------------------------------------------------

/**
 * A person's request to close their account (issue 24): pending until `closesAt` (the grace period, during
 * which signing in offers to cancel, which deletes the row), then closed by the steps of
 * `account-closing/close-account.ts`, which set `closedAt`. The row outlives the closing as the record that
 * the account was closed and when; by then the user row it names holds nothing personal.
 */
export const accountClosings = pgTable(
  'account_closings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('account_closings_pending_idx').on(table.closesAt).where(sql`${table.closedAt} is null`)],
);

// ---- Running several API instances on one database (issue 25) ---------------------------------------

/**
 * The counters of every request limit and failed-guess limit while the API runs on PostgreSQL, shared
 * by all its instances (`rate-limiter-flexible`'s RateLimiterPostgres layout: `expire` in epoch ms).
 * Rows whose window ended are ignored at once and deleted by the library within the hour.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * The answer given to a write that named an `Idempotency-Key` (a purchase, a craft, a listing, an
 * offer), per user, kept 24 h so a retry of the same action gets the same answer instead of acting twice.
 * `fingerprint` is a hash of the method, the path and the body: the same key with another request is
 * refused. A row without `status` is a request under way; `claimedUntil` bounds how long it may hold the key.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotent_requests_created_idx').on(table.createdAt)],
);
