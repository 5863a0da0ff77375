import { createNotificationsApi } from './notifications-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const NOTIFICATION = {
  id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
  read: false,
  translationId: 'purchase.complete',
  params: { collectible: 'Ruby Heart', price: '450.0' },
  time: '2025-05-01T12:00:00.000Z',
};

describe('notifications api', () => {
  it('asks for 4 a page by default (spec §9) and gives records, total and unread', async () => {
    const { transport, calls } = fakeApi(() => envelope({ records: [NOTIFICATION], total: 9, unread: 3 }));

    const list = await createNotificationsApi(transport).list();

    expect(list).toEqual({ records: [NOTIFICATION], total: 9, unread: 3 });
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/notifications?pageSize=4');
  });

  it.each([
    ['fails', () => failure(500)],
    ['answers a malformed page', () => envelope({ records: [{ ...NOTIFICATION, read: 'no' }], total: 1, unread: 1 })],
  ])('gives no notifications and unread 0 when the call %s (spec §7)', async (_case, answer) => {
    const { transport } = fakeApi(answer);

    await expect(createNotificationsApi(transport).list({ page: 2 })).resolves.toEqual({ records: [], total: 0, unread: 0 });
  });

  it('reads a page of the unread ones for the list page, and rejects when that fails so the page can offer a retry', async () => {
    const { transport, calls } = fakeApi(() => envelope({ records: [NOTIFICATION], total: 1, unread: 1 }));

    await expect(createNotificationsApi(transport).page({ page: 2, filter: 'unread' })).resolves.toEqual({ records: [NOTIFICATION], total: 1, unread: 1 });
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/notifications?page=2&pageSize=4&filter=unread');
    await expect(createNotificationsApi(fakeApi(() => failure(500)).transport).page()).rejects.toThrow();
  });

  it('marks one read by its id and gives the unread count left', async () => {
    const { transport, calls } = fakeApi(() => envelope({ unread: 2 }));

    const state = await createNotificationsApi(transport).read(NOTIFICATION.id);

    expect(state).toEqual({ unread: 2 });
    expect(calls[0]).toMatchObject({ method: 'POST', url: `https://api.market.test/api/users/self/notifications/${NOTIFICATION.id}/read`, body: undefined });
  });

  it('marks all read, and rejects when that fails so the badge is not cleared for nothing', async () => {
    const ok = fakeApi(() => envelope({ unread: 0 }));
    const broken = fakeApi(() => failure(500));

    await expect(createNotificationsApi(ok.transport).readAll()).resolves.toEqual({ unread: 0 });
    expect(ok.calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/users/self/notifications/read' });
    await expect(createNotificationsApi(broken.transport).readAll()).rejects.toMatchObject({ status: 500 });
  });
});
