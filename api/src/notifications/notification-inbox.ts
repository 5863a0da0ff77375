import { and, count, desc, eq } from 'drizzle-orm';
import type { NotificationFilter, NotificationList, NotificationRecord } from '@marketplace/contracts/wire';
import type { Database } from '../db/database.js';
import { offsetOf } from '../db/paging.js';
import { notifications } from '../db/schema.js';

type NotificationRow = typeof notifications.$inferSelect;

function toNotificationRecord(row: NotificationRow): NotificationRecord {
  return { id: row.id, read: row.read, translationId: row.translationId, params: row.params, time: row.createdAt.toISOString() };
}

/** The user's unread count, over all pages. */
export async function unreadCountOf(db: Database, userId: string): Promise<number> {
  const [counted] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
  return counted?.unread ?? 0;
}

/**
 * A page of the user's notifications, newest first (the unread ones only with the `unread` filter), with
 * the total the filter lists and the user's whole unread count (spec §3).
 */
export async function notificationPageOf(
  db: Database,
  userId: string,
  page: number,
  pageSize: number,
  filter: NotificationFilter = 'all',
): Promise<NotificationList> {
  const listed = filter === 'unread' ? and(eq(notifications.userId, userId), eq(notifications.read, false)) : eq(notifications.userId, userId);
  const [rows, [counted], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(listed)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset(offsetOf({ page, pageSize })),
    db.select({ total: count() }).from(notifications).where(listed),
    unreadCountOf(db, userId),
  ]);
  return { records: rows.map(toNotificationRecord), total: counted?.total ?? 0, unread };
}

/**
 * Marks one of the user's notifications read; false when the user has no such notification (another
 * user's included). Marking it again changes nothing, so the unread count drops once (spec §4).
 */
export async function markNotificationRead(db: Database, userId: string, notificationId: string): Promise<boolean> {
  const marked = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return marked.length > 0;
}

/** Spec §4 read-all: every notification of the user read, unread 0. */
export async function markAllNotificationsRead(db: Database, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
}
