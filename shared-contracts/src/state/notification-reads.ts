import { type QueryClient, type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { StoreApi } from 'zustand/vanilla';
import { type MarketplaceApi, notificationsKeys } from '@marketplace/contracts/http';
import type { NotificationList, NotificationRecord } from '../entities/notification';
import type { NotificationReadState } from '../api/schemas/notification-schemas';
import { useMarketplaceApi } from './marketplace-api-context';
import { type SessionState, sessionStore } from './session-store';

/** What an optimistic read changed: every cached page of notifications and the user's count, as they were. */
export interface NotificationReadRollback {
  userId: string | null;
  pages: [QueryKey, NotificationList | undefined][];
  user: NotificationList | null;
}

type Marking = (list: NotificationList) => NotificationList;

/** Every cached page and the session user's notifications marked at once; what they were, to put back. */
async function applyEverywhere(client: QueryClient, store: StoreApi<SessionState>, mark: Marking): Promise<NotificationReadRollback> {
  // A poll landing after the optimistic change would put the old count back on screen.
  await client.cancelQueries({ queryKey: notificationsKeys.all });
  const pages = client.getQueriesData<NotificationList>({ queryKey: notificationsKeys.all });
  for (const [queryKey, list] of pages) if (list) client.setQueryData(queryKey, mark(list));
  const user = store.getState().user;
  if (user) store.setState({ user: { ...user, notifications: mark(user.notifications) } });
  return { userId: user?.id ?? null, pages, user: user?.notifications ?? null };
}

function rollBack(client: QueryClient, store: StoreApi<SessionState>, rollback: NotificationReadRollback | undefined): void {
  if (!rollback) return;
  for (const [queryKey, list] of rollback.pages) client.setQueryData(queryKey, list);
  const user = store.getState().user;
  // Only the same person's count goes back: after a sign-out there is nothing to revert.
  if (user && rollback.user && user.id === rollback.userId) store.setState({ user: { ...user, notifications: rollback.user } });
}

/** The server's count is the truth once it answers (another tab may have read some meanwhile). */
function settleCount(store: StoreApi<SessionState>, { unread }: NotificationReadState): void {
  const user = store.getState().user;
  if (user) store.setState({ user: { ...user, notifications: { ...user.notifications, unread } } });
}

const readOne =
  (id: string): Marking =>
  (list) => {
    const wasUnread = list.records.some((record) => record.id === id && !record.read);
    return {
      ...list,
      records: list.records.map((record) => (record.id === id ? { ...record, read: true } : record)),
      unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
    };
  };

const readAll: Marking = (list) => ({ ...list, records: list.records.map((record) => ({ ...record, read: true })), unread: 0 });

type Api = Pick<MarketplaceApi, 'notifications'>;
type ReadOptions<TVariables> = UseMutationOptions<NotificationReadState, Error, TVariables, NotificationReadRollback>;

function optimisticRead<TVariables>(
  action: string,
  send: (variables: TVariables) => Promise<NotificationReadState>,
  marking: (variables: TVariables) => Marking,
  client: QueryClient,
  store: StoreApi<SessionState>,
): ReadOptions<TVariables> {
  return {
    mutationKey: [...notificationsKeys.all, action],
    mutationFn: send,
    onMutate: (variables) => applyEverywhere(client, store, marking(variables)),
    onError: (_error, _variables, rollback) => rollBack(client, store, rollback),
    onSuccess: (state) => settleCount(store, state),
    onSettled: () => void client.invalidateQueries({ queryKey: notificationsKeys.all }),
  };
}

/**
 * Spec §4 "one read decrements unread": the notification shows read and the header's count drops at
 * once (every cached page and the session user), put back if the server refuses. Variables: the record.
 */
export function readNotificationMutation(api: Api, client: QueryClient, store: StoreApi<SessionState> = sessionStore): ReadOptions<NotificationRecord> {
  return optimisticRead(
    'read',
    ({ id }: NotificationRecord) => api.notifications.read(id),
    ({ id }) => readOne(id),
    client,
    store,
  );
}

/** Spec §4 "read-all sets unread to 0 and marks all records read", at once, put back if the server refuses. */
export function readAllNotificationsMutation(api: Api, client: QueryClient, store: StoreApi<SessionState> = sessionStore): ReadOptions<void> {
  return optimisticRead(
    'read-all',
    () => api.notifications.readAll(),
    () => readAll,
    client,
    store,
  );
}

/** Marks one notification read from any page (shell header or a remote): `mutate(record)`. */
export function useReadNotification() {
  return useMutation(readNotificationMutation(useMarketplaceApi(), useQueryClient()));
}

/** Marks every notification read from any page: `mutate()`. */
export function useReadAllNotifications() {
  return useMutation(readAllNotificationsMutation(useMarketplaceApi(), useQueryClient()));
}
