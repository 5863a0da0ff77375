import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { NotificationPageQuery, NotificationReadState } from '../../wire/schemas/notification-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { apiQuery } from './api-query';
import { invalidate } from './invalidate';
import { MARKET_REFRESH_MS } from './market-refresh-period';
import { SELF_SCOPE } from './self-scope';

const NOTIFICATIONS = [...SELF_SCOPE, 'notifications'] as const;

export const notificationsKeys = {
  all: NOTIFICATIONS,
  list: (page: PageQuery = {}) => [...NOTIFICATIONS, 'list', page] as const,
  page: (query: NotificationPageQuery) => [...NOTIFICATIONS, 'page', query] as const,
};

export const notificationsQueries = {
  /**
   * §7 `GET /api/users/self/notifications` → `{records, total, unread}`, 4 a page (§9); a failure reads
   * as none. Fresh for one refresh period: the shell reads page 1 again every 30 s for the unread count.
   */
  list: (api: Pick<MarketplaceApi, 'notifications'>, page: PageQuery = {}) =>
    apiQuery(notificationsKeys.list(page), (options) => api.notifications.list(page, options), { staleTime: MARKET_REFRESH_MS }),
  /** The list page's read (`filter` all or unread): a failure is an error the page shows with a retry. */
  page: (api: Pick<MarketplaceApi, 'notifications'>, query: NotificationPageQuery) =>
    apiQuery(notificationsKeys.page(query), (options) => api.notifications.page(query, options), { staleTime: MARKET_REFRESH_MS }),
};

function readMutation<TVariables>(
  action: string,
  send: (variables: TVariables) => Promise<NotificationReadState>,
): UseMutationOptions<NotificationReadState, Error, TVariables> {
  return {
    mutationKey: [...NOTIFICATIONS, action],
    mutationFn: send,
    onSuccess: (_left, _variables, _onMutate, { client }) => invalidate(client, notificationsKeys.all),
  };
}

export const notificationsMutations = {
  /** §7 `POST /api/users/self/notifications/{id}/read` → `{unread}` left. */
  read: (api: Pick<MarketplaceApi, 'notifications'>) => readMutation<string>('read', (notificationId) => api.notifications.read(notificationId)),
  /** §7 `POST /api/users/self/notifications/read` → `{unread: 0}`. */
  readAll: (api: Pick<MarketplaceApi, 'notifications'>) => readMutation<void>('read-all', () => api.notifications.readAll()),
};
