import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, localizePath } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { users } from '../db/schema.js';
import { enqueueMail } from '../mail/enqueue-mail.js';
import type { MailParams } from '../mail/mail-kinds.js';
import { notify } from '../notifications/notify.js';
import { ACCOUNT_EVENTS, type AccountEventFacts, type AccountEventKind } from './account-events.js';

/** Where the links of a mail point: the shell's origin, from the app's configuration. */
export interface MailLinkOrigin {
  shellOrigin: string;
}

/**
 * Tells an account about an event: the site's notification (when the event has one) and the mail,
 * queued for the sender. Pass the transaction of the change the event is, so both exist exactly when
 * the change does. The mail's button opens the page that shows the event, in the recipient's language
 * (their preferred locale's prefix), read in the same transaction as the address it goes to.
 */
export async function tellAccount<K extends AccountEventKind>(
  db: Database,
  { shellOrigin }: MailLinkOrigin,
  userId: string,
  kind: K,
  facts: AccountEventFacts<K>,
): Promise<void> {
  const [recipient] = await db.select({ email: users.email, preferredLocale: users.preferredLocale }).from(users).where(eq(users.id, userId));
  if (!recipient) throw new Error(`User ${userId} is missing`);
  const { page, notification } = ACCOUNT_EVENTS[kind];
  // Every fact of these events is a string (a name, a decimal GEM amount, an ISO time), as a notification's params are.
  const flatFacts = facts as Record<string, string>;
  if (notification) await notify(db, userId, notification, flatFacts);
  const locale = isLocale(recipient.preferredLocale) ? recipient.preferredLocale : DEFAULT_LOCALE;
  const link = new URL(localizePath(page, locale), shellOrigin).toString();
  const params = { ...flatFacts, link } as MailParams[K];
  await enqueueMail(db, { userId, toEmail: recipient.email, kind, params });
}
