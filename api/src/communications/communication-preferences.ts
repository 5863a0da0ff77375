import { eq, sql } from 'drizzle-orm';
import {
  COMMUNICATION_CATEGORIES,
  type CommunicationCategories,
  type CommunicationCategory,
  type CommunicationPreferences,
  categoriesOf,
  RESUBSCRIBE_WINDOW_MS,
  type UnsubscribeOutcome,
} from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { recentlyRedeemedKey, redeemUnsubscribeKey } from '../email-keys/email-keys.js';

/** The master switch and each category of the user; null when the user is gone. */
export async function readCommunicationPreferences(db: Database, userId: string): Promise<CommunicationPreferences | null> {
  const [user] = await db.select({ communications: users.communications, stored: users.communicationPreferences }).from(users).where(eq(users.id, userId));
  return user ? { communications: user.communications, categories: categoriesOf(user.stored) } : null;
}

/** Replaces the categories (the master switch stays as it is) and answers what is stored now. */
export async function saveCommunicationCategories(db: Database, userId: string, categories: CommunicationCategories): Promise<CommunicationPreferences | null> {
  const [user] = await db
    .update(users)
    .set({ communicationPreferences: categories })
    .where(eq(users.id, userId))
    .returning({ communications: users.communications, stored: users.communicationPreferences });
  return user ? { communications: user.communications, categories: categoriesOf(user.stored) } : null;
}

/** A category the key names, or null for a key about every communication (or a category this version does not know). */
function categoryOfKey(stored: string | null): CommunicationCategory | null {
  return stored !== null && (COMMUNICATION_CATEGORIES as readonly string[]).includes(stored) ? (stored as CommunicationCategory) : null;
}

/** Turns the key's category (or, for a key about every communication, the master switch) on or off. */
async function switchOf(tx: Database, userId: string, category: CommunicationCategory | null, on: boolean): Promise<UnsubscribeOutcome> {
  const [user] = await (category === null
    ? tx.update(users).set({ communications: on })
    : tx.update(users).set({ communicationPreferences: sql`${users.communicationPreferences} || ${JSON.stringify({ [category]: on })}::jsonb` })
  )
    .where(eq(users.id, userId))
    .returning({ communications: users.communications });
  return { communications: user?.communications ?? on, category };
}

/**
 * Follows an unsubscribe link, the page's (`/communications?unsubscribe=`) and the mail client's one-click POST
 * (RFC 8058) alike: both turn off what the key is about. A key mailed with an offers mail is about offers: the
 * person said "not these" about one kind of mail, seen in their inbox; the master switch would also silence
 * product news and marketing they may still want. A key mailed on its own (the newsletter-style link, no
 * category) turns the master switch off. Security notices follow neither, so they go on. Null: no working key.
 */
export async function unsubscribeWithKey(db: Database, key: string, now = new Date()): Promise<UnsubscribeOutcome | null> {
  return db.transaction(async (tx) => {
    const redeemed = await redeemUnsubscribeKey(tx, key, now);
    return redeemed ? switchOf(tx, redeemed.userId, categoryOfKey(redeemed.category), false) : null;
  });
}

/**
 * Undoes an unsubscribe: the same key, followed less than `RESUBSCRIBE_WINDOW_MS` ago, turns back on what it
 * turned off (its category, or the master switch). It can do nothing else: not read the user, not change another
 * category, and not work from an old mail whose link nobody just followed.
 */
export async function resubscribeWithKey(db: Database, key: string, now = new Date()): Promise<UnsubscribeOutcome | null> {
  return db.transaction(async (tx) => {
    const redeemed = await recentlyRedeemedKey(tx, key, 'UNSUBSCRIBE_COMMUNICATIONS', RESUBSCRIBE_WINDOW_MS, now);
    return redeemed ? switchOf(tx, redeemed.userId, categoryOfKey(redeemed.category), true) : null;
  });
}
