import type { NotificationTranslationId } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { notifications } from '../db/schema.js';

/**
 * Sends the user a notification: `translationId` names a message of the `notifications` translation
 * file, `params` fill its placeholders. Pass the transaction of the change it tells about, so the
 * notification exists exactly when the change does.
 */
export async function notify(db: Database, userId: string, translationId: NotificationTranslationId, params: Record<string, string> = {}): Promise<void> {
  await db.insert(notifications).values({ userId, translationId, params });
}
