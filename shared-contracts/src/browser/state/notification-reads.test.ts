import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'zustand/vanilla';
import { notificationsKeys, type MarketplaceApi } from '@marketplace/contracts/http';
import { createTestQueryClient, sessionUserAccessOver } from '@marketplace/contracts/testing';
import type { NotificationList, NotificationRecord } from '../../wire/entities/notification';
import { readAllNotificationsMutation, readNotificationMutation } from './notification-reads';
import type { SessionState } from './session-store';
import { emptyUserState } from '../../wire/session/user-state';

const record = (id: string, read: boolean): NotificationRecord => ({ id, read, translationId: 'welcome', params: {}, time: '2025-05-01T12:00:00.000Z' });
const PAGE: NotificationList = { records: [record('a', false), record('b', false), record('c', true)], total: 3, unread: 2 };

function setUp(answer: () => Promise<{ unread: number }>) {
  const client: QueryClient = createTestQueryClient();
  client.setQueryData(notificationsKeys.list({ page: 1 }), PAGE);
  const store = createStore<SessionState>(() => ({ token: 't', expiresAt: null, user: { ...emptyUserState(), id: 'user-1', notifications: PAGE } }));
  const api = { notifications: { read: jest.fn(answer), readAll: jest.fn(answer) } } as unknown as Pick<MarketplaceApi, 'notifications'>;
  return { client, store, api };
}

const unreadShown = (client: QueryClient, store: ReturnType<typeof setUp>['store']) => ({
  page: client.getQueryData<NotificationList>(notificationsKeys.list({ page: 1 }))?.unread,
  header: store.getState().user?.notifications.unread,
});

describe('reading notifications', () => {
  it('drops the unread count by one at once, on the header and every cached page, before the server answers', async () => {
    let answer: (state: { unread: number }) => void = () => undefined;
    const { client, store, api } = setUp(() => new Promise((resolve) => (answer = resolve)));
    const observer = new MutationObserver(client, readNotificationMutation(api, client, sessionUserAccessOver(store)));

    const done = observer.mutate(PAGE.records[0]!);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(unreadShown(client, store)).toEqual({ page: 1, header: 1 });
    expect(store.getState().user?.notifications.records[0]?.read).toBe(true);
    answer({ unread: 1 });
    await done;
    expect(api.notifications.read).toHaveBeenCalledWith('a');
  });

  it('leaves the count alone when the notification was read already', async () => {
    const { client, store, api } = setUp(async () => ({ unread: 2 }));

    await new MutationObserver(client, readNotificationMutation(api, client, sessionUserAccessOver(store))).mutate(PAGE.records[2]!);

    expect(store.getState().user?.notifications.unread).toBe(2);
  });

  it('puts the count and the record back when the server refuses', async () => {
    const { client, store, api } = setUp(() => Promise.reject(new Error('500')));

    await new MutationObserver(client, readNotificationMutation(api, client, sessionUserAccessOver(store))).mutate(PAGE.records[0]!).catch(() => undefined);

    expect(unreadShown(client, store)).toEqual({ page: 2, header: 2 });
    expect(store.getState().user?.notifications.records[0]?.read).toBe(false);
  });

  it('reads all: unread 0 and every record read, put back on a refusal', async () => {
    const accepted = setUp(async () => ({ unread: 0 }));
    await new MutationObserver(accepted.client, readAllNotificationsMutation(accepted.api, accepted.client, sessionUserAccessOver(accepted.store))).mutate();
    expect(unreadShown(accepted.client, accepted.store)).toEqual({ page: 0, header: 0 });
    expect(accepted.store.getState().user?.notifications.records.every((entry) => entry.read)).toBe(true);

    const refused = setUp(() => Promise.reject(new Error('500')));
    await new MutationObserver(refused.client, readAllNotificationsMutation(refused.api, refused.client, sessionUserAccessOver(refused.store)))
      .mutate()
      .catch(() => undefined);
    expect(unreadShown(refused.client, refused.store)).toEqual({ page: 2, header: 2 });
  });
});
