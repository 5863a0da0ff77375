import { eq } from 'drizzle-orm';
import { NOTIFICATION_TRANSLATION_IDS, type NotificationTranslationId } from '@marketplace/contracts/wire';
import { notifications, users } from '../db/schema.js';
import { seedUuid } from './seed-uuid.js';
import { SEED_NOTIFIED_USER, SEED_POLYGLOT_USER } from './seed-accounts.js';
import type { SeedTransaction } from './seed-transaction.js';

interface InboxEntry {
  translationId: NotificationTranslationId;
  params: Record<string, string>;
  time: string;
  read: boolean;
}

const { welcome, offerReceived, offerAccepted, offerDeclined, saleComplete, purchaseComplete, transferReceived } = NOTIFICATION_TRANSLATION_IDS;

/** Seven notifications, oldest first: two pages of 4, the newest three unread (so the badge reads 3). */
const INBOX: InboxEntry[] = [
  { translationId: welcome, params: {}, time: '2025-10-01T09:00:00Z', read: true },
  { translationId: purchaseComplete, params: { collectible: 'Emerald Ring', price: '95.00' }, time: '2025-10-03T14:20:00Z', read: true },
  { translationId: transferReceived, params: { collectible: 'Emerald Ring' }, time: '2025-10-03T14:20:01Z', read: true },
  { translationId: offerDeclined, params: { collectible: 'Ruby Heart' }, time: '2025-10-12T08:45:00Z', read: true },
  { translationId: offerReceived, params: { collectible: 'Emerald Ring', price: '120.00' }, time: '2025-11-02T19:05:00Z', read: false },
  { translationId: offerAccepted, params: { collectible: 'Sapphire Tear', price: '40.00' }, time: '2025-11-10T11:30:00Z', read: false },
  { translationId: saleComplete, params: { collectible: 'Amber Drop', price: '18.50' }, time: '2025-11-18T16:10:00Z', read: false },
];

/**
 * The inbox of the notifications end-to-end test's own account, and the German preferred language of
 * the language test's account. Fixed ids and times, so two seeded databases hold the same.
 */
export async function seedNotificationInbox(tx: SeedTransaction): Promise<void> {
  const [notified] = await tx.select({ id: users.id }).from(users).where(eq(users.email, SEED_NOTIFIED_USER.email));
  if (notified) {
    await tx.insert(notifications).values(
      INBOX.map((entry, index) => ({
        id: seedUuid(`notification:notified:${index}`),
        userId: notified.id,
        translationId: entry.translationId,
        params: entry.params,
        read: entry.read,
        createdAt: new Date(entry.time),
      })),
    );
  }
  await tx.update(users).set({ preferredLocale: 'de' }).where(eq(users.email, SEED_POLYGLOT_USER.email));
}
