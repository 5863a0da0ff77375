import { sql } from 'drizzle-orm';
import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { NOTIFICATION_MESSAGES, NOTIFICATIONS_FILE } from '../translations/notification-messages.js';
import { translationFiles } from '../db/schema.js';
import type { SeedTransaction } from './seed-transaction.js';

/** Seeds the server-owned translation files: the notification messages in every locale, replacing older texts of them. */
export async function seedTranslations(tx: SeedTransaction): Promise<void> {
  await tx
    .insert(translationFiles)
    .values(SUPPORTED_LOCALES.map((locale) => ({ name: NOTIFICATIONS_FILE, locale, messages: NOTIFICATION_MESSAGES[locale] })))
    .onConflictDoUpdate({ target: [translationFiles.name, translationFiles.locale], set: { messages: sql`excluded.messages`, updatedAt: new Date() } });
}
