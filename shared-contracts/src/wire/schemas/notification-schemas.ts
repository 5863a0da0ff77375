import * as z from 'zod/mini';
import type { NotificationList } from '../entities/notification';
import { isoTimeSchema } from './commerce-field-schemas';
import { type PageQuery, pageQuerySchema } from './paging-schemas';

/** Spec §9: notifications list 4 per page. */
export const NOTIFICATIONS_PAGE_SIZE = 4;

/** Extension of spec §7: which notifications a page lists, every one (the default) or the unread only. */
export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** `GET /api/users/self/notifications` query (spec §7: page, pageSize; `filter` is an extension). */
export const notificationListQuerySchema = z.extend(pageQuerySchema(NOTIFICATIONS_PAGE_SIZE), { filter: z._default(z.enum(NOTIFICATION_FILTERS), 'all') });

/** What a client passes for a page of notifications; left out, the server lists all of them, 4 a page. */
export type NotificationPageQuery = PageQuery & { filter?: NotificationFilter };

export const notificationRecordSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  translationId: z.string(),
  params: z.record(z.string(), z.string()),
  time: isoTimeSchema,
});

/** `GET /api/users/self/notifications` payload (spec §3): a page, newest first, with the user's whole unread count (`total` counts what the filter lists). */
export const notificationListSchema = z.object({
  records: z.array(notificationRecordSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  unread: z.number().check(z.int(), z.nonnegative()),
}) satisfies z.ZodMiniType<NotificationList>;

/** Extension of spec §7 (answer "not shown"): what `POST …/notifications/{id}/read` and `…/read` answer, the unread count after. */
export const notificationReadStateSchema = z.object({ unread: z.number().check(z.int(), z.nonnegative()) });
export type NotificationReadState = z.infer<typeof notificationReadStateSchema>;
