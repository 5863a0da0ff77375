import { notify } from '../notifications/notify.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('notifications api against the server', () => {
  it('lists the notifications, reads one, then all', async () => {
    const { api, setToken, t } = contract();
    const user = await t.createUser();
    await notify(t.db, user.id, 'offer.received', { collectible: 'Opal Tiara', price: '5200.00' });
    await notify(t.db, user.id, 'welcome');
    setToken(user.token);

    const listed = await api.notifications.list();
    const afterOne = await api.notifications.read(listed.records[0]!.id);
    const afterAll = await api.notifications.readAll();
    const reread = await api.notifications.list({ page: 1, pageSize: 10 });

    expect(listed.total).toBe(2);
    expect(listed.unread).toBe(2);
    expect(listed.records).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ translationId: 'offer.received', params: { collectible: 'Opal Tiara', price: '5200.00' }, read: false }),
      ]),
    );
    expect(afterOne).toEqual({ unread: 1 });
    expect(afterAll).toEqual({ unread: 0 });
    expect(reread.records.every((record) => record.read)).toBe(true);
  });

  it("rejects reading another user's notification", async () => {
    const { api, setToken, t } = contract();
    const owner = await t.createUser();
    await notify(t.db, owner.id, 'welcome');
    setToken(owner.token);
    const [notification] = (await api.notifications.list()).records;

    setToken((await t.createUser()).token);

    await expect(api.notifications.read(notification!.id)).rejects.toMatchObject({ status: 404 });
  });

  it('gives a visitor no notifications and nothing unread', async () => {
    const { api, setToken } = contract();
    setToken(null);

    await expect(api.notifications.list()).resolves.toEqual({ records: [], total: 0, unread: 0 });
  });
});
