import { z } from 'zod';
import type { NotificationList } from '../../entities/notification';
import { isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema } from './paging-schemas';

/** Spec §9: notifications list 4 per page. */
export const NOTIFICATIONS_PAGE_SIZE = 4;

/** `GET /api/users/self/notifications` query (spec §7: page, pageSize). */
export const notificationListQuerySchema = pageQuerySchema(NOTIFICATIONS_PAGE_SIZE);

export const notificationRecordSchema = z.object({
  id: z.string(),
  read: z.boolean(),
  translationId: z.string(),
  params: z.record(z.string(), z.string()),
  time: isoTimeSchema,
});

/** `GET /api/users/self/notifications` payload (spec §3): a page, newest first, with the user's whole unread count. */
export const notificationListSchema = z.object({
  records: z.array(notificationRecordSchema),
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
}) satisfies z.ZodType<NotificationList>;

/** Extension of spec §7 (answer "not shown"): what `POST …/notifications/{id}/read` and `…/read` answer, the unread count after. */
export const notificationReadStateSchema = z.object({ unread: z.number().int().nonnegative() });
export type NotificationReadState = z.infer<typeof notificationReadStateSchema>;
