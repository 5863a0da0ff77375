import { eq } from 'drizzle-orm';
import { categoriesOf, DEFAULT_LOCALE, isLocale, type Locale } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import type { OutboxRow } from './outbox-row.js';

export interface MailRecipient {
  locale: Locale;
  /** May an offers mail go to them now: the communications master switch and the offers category, both on. */
  wantsOffers: boolean;
}

/**
 * The recipient as they are when the mail is sent, not when it was queued: a person who switched their
 * language or turned offers off a minute ago is answered in that language, and gets no offer. A mail to
 * an address with no account speaks the language it was queued with and is never an offer.
 */
export async function recipientOf(db: Database, row: Pick<OutboxRow, 'userId' | 'locale'>): Promise<MailRecipient> {
  const [user] = row.userId
    ? await db
        .select({ locale: users.preferredLocale, communications: users.communications, stored: users.communicationPreferences })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  const locale = user?.locale ?? row.locale;
  return {
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    wantsOffers: user ? user.communications && categoriesOf(user.stored).offers : false,
  };
}
