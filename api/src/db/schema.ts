import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { IdentityProviders } from '@marketplace/contracts/src/entities/user';

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
  username: text('username').unique(),
  usernameUpdateTime: timestamp('username_update_time', { withTimezone: true }),
  displayName: text('display_name'),
  tagline: text('tagline'),
  passwordHash: text('password_hash'),
  passwordSalt: text('password_salt'),
  role: userRole('role').notNull().default('USER'),
  roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
  identityProviders: jsonb('identity_providers')
    .$type<IdentityProviders>()
    .notNull()
    .default({ password: false, google: false, apple: false }),
  profilePicture: text('profile_picture').notNull().default('DEFAULT'),
  profileBanner: text('profile_banner').notNull().default('banner0'),
  antiphishingCode: text('antiphishing_code'),
  communications: boolean('communications').notNull().default(false),
  twoFactorAuth: boolean('two_factor_auth').notNull().default(false),
  acceptTerms: boolean('accept_terms').notNull().default(false),
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
