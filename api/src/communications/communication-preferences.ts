import { eq, sql } from 'drizzle-orm';
import { type CommunicationCategories, type CommunicationPreferences, categoriesOf, RESUBSCRIBE_WINDOW_MS } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { recentlyRedeemedKeyUser, redeemEmailKey } from '../email-keys/email-keys.js';

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

/**
 * Undoes a one-click unsubscribe: the same key, followed less than `RESUBSCRIBE_WINDOW_MS` ago, turns the
 * master switch on again. It can do nothing else: not read the user, not change a category, and not
 * work from an old mail whose link nobody just followed.
 */
export async function resubscribeWithKey(db: Database, key: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await recentlyRedeemedKeyUser(tx, key, 'UNSUBSCRIBE_COMMUNICATIONS', RESUBSCRIBE_WINDOW_MS, now);
    if (!userId) return false;
    await tx.update(users).set({ communications: true }).where(eq(users.id, userId));
    return true;
  });
}

/**
 * A mail client's one-click unsubscribe (RFC 8058) from an offers mail: the key's user gets no more offers
 * mails. The category, not the master switch: the person said "not these" about one kind of mail, seen in
 * their inbox, without a page to tell them what else would stop; the master switch would also silence
 * product news and marketing they may still want. Security notices follow neither switch, so they go on.
 * The communications page (the mail's visible link) still offers the master switch.
 */
export async function unsubscribeOffersWithKey(db: Database, key: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const userId = await redeemEmailKey(tx, key, 'UNSUBSCRIBE_COMMUNICATIONS');
    if (!userId) return false;
    await tx
      .update(users)
      .set({ communicationPreferences: sql`${users.communicationPreferences} || '{"offers": false}'::jsonb` })
      .where(eq(users.id, userId));
    return true;
  });
}
