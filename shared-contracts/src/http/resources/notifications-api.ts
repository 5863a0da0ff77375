import type { NotificationList } from '../../wire/entities/notification';
import {
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationPageQuery,
  notificationListSchema,
  notificationReadStateSchema,
} from '../../wire/schemas/notification-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { orOnApiError } from '../transport/list-or-empty';
import { pathSegment } from './path-segment';

const NOTIFICATIONS_PATH = '/api/users/self/notifications';
const NO_NOTIFICATIONS: NotificationList = { records: [], total: 0, unread: 0 };

/** The signed-in user's notifications (spec §3, §4, §7); `translationId` and `params` make the text. */
export function createNotificationsApi(transport: ApiTransport) {
  const readPage = ({ page, pageSize = NOTIFICATIONS_PAGE_SIZE, filter }: NotificationPageQuery = {}, { signal }: RequestOptions = {}) =>
    transport.request('main', { path: NOTIFICATIONS_PATH, query: { page, pageSize, filter }, schema: notificationListSchema, signal });
  return {
    /**
     * §7 `GET /api/users/self/notifications` (page, pageSize; 4 a page, §9) → `{records, total, unread}`,
     * newest first. A failure reads as no notifications, unread 0 (§7 read failures on list calls).
     */
    list: (query: NotificationPageQuery = {}, options: RequestOptions = {}) => orOnApiError(readPage(query, options), NO_NOTIFICATIONS),
    /**
     * The same read for a page that lists them (`filter` all or unread, an extension): a failure rejects,
     * so the page can say it could not load them and offer to try again, where the header's poll stays quiet.
     */
    page: readPage,
    /** §7 `POST /api/users/self/notifications/{id}/read` → `{unread}` left (reading one twice counts once); a failure rejects. */
    read: (id: string) =>
      transport.request('main', { method: 'POST', path: `${NOTIFICATIONS_PATH}/${pathSegment(id)}/read`, schema: notificationReadStateSchema }),
    /** §7 `POST /api/users/self/notifications/read` → `{unread: 0}`, every notification read (§4); a failure rejects. */
    readAll: () => transport.request('main', { method: 'POST', path: `${NOTIFICATIONS_PATH}/read`, schema: notificationReadStateSchema }),
  };
}

export type NotificationsApi = ReturnType<typeof createNotificationsApi>;
