import { type QueryClient, type QueryKey, type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarketplaceApi, notificationsKeys } from '@marketplace/contracts/http';
import type { NotificationList, NotificationRecord } from '../../wire/entities/notification';
import type { NotificationReadState } from '../../wire/schemas/notification-schemas';
import { useMarketplaceApi } from './marketplace-api-context';
import { type SessionUserAccess, sessionUserAccess } from './session-user-access';

/** What an optimistic read changed: every cached page of notifications and the user's count, as they were. */
export interface NotificationReadRollback {
  userId: string | null;
  pages: [QueryKey, NotificationList | undefined][];
  user: NotificationList | null;
}

type Marking = (list: NotificationList) => NotificationList;

/** Every cached page and the session user's notifications marked at once; what they were, to put back. */
async function applyEverywhere(client: QueryClient, session: SessionUserAccess, mark: Marking): Promise<NotificationReadRollback> {
  // A poll landing after the optimistic change would put the old count back on screen.
  await client.cancelQueries({ queryKey: notificationsKeys.all });
  const pages = client.getQueriesData<NotificationList>({ queryKey: notificationsKeys.all });
  for (const [queryKey, list] of pages) if (list) client.setQueryData(queryKey, mark(list));
  const user = session.user();
  if (user) session.patch({ notifications: mark(user.notifications) });
  return { userId: user?.id ?? null, pages, user: user?.notifications ?? null };
}

function rollBack(client: QueryClient, session: SessionUserAccess, rollback: NotificationReadRollback | undefined): void {
  if (!rollback) return;
  for (const [queryKey, list] of rollback.pages) client.setQueryData(queryKey, list);
  const user = session.user();
  // Only the same person's count goes back: after a sign-out there is nothing to revert.
  if (user && rollback.user && user.id === rollback.userId) session.patch({ notifications: rollback.user });
}

/** The server's count is the truth once it answers (another tab may have read some meanwhile). */
function settleCount(session: SessionUserAccess, { unread }: NotificationReadState): void {
  const user = session.user();
  if (user) session.patch({ notifications: { ...user.notifications, unread } });
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
  session: SessionUserAccess,
): ReadOptions<TVariables> {
  return {
    mutationKey: [...notificationsKeys.all, action],
    mutationFn: send,
    onMutate: (variables) => applyEverywhere(client, session, marking(variables)),
    onError: (_error, _variables, rollback) => rollBack(client, session, rollback),
    onSuccess: (state) => settleCount(session, state),
    onSettled: () => void client.invalidateQueries({ queryKey: notificationsKeys.all }),
  };
}

/**
 * Spec §4 "one read decrements unread": the notification shows read and the header's count drops at
 * once (every cached page and the session user, which the shell changes when `session` asks), put back
 * if the server refuses. Variables: the record.
 */
export function readNotificationMutation(api: Api, client: QueryClient, session: SessionUserAccess = sessionUserAccess): ReadOptions<NotificationRecord> {
  return optimisticRead(
    'read',
    ({ id }: NotificationRecord) => api.notifications.read(id),
    ({ id }) => readOne(id),
    client,
    session,
  );
}

/** Spec §4 "read-all sets unread to 0 and marks all records read", at once, put back if the server refuses. */
export function readAllNotificationsMutation(api: Api, client: QueryClient, session: SessionUserAccess = sessionUserAccess): ReadOptions<void> {
  return optimisticRead(
    'read-all',
    () => api.notifications.readAll(),
    () => readAll,
    client,
    session,
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
