import { boolean, jsonb, numeric, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const MAINTENANCE_SETTING = 'maintenance';
