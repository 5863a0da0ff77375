import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { notifications } from '../db/schema.js';
import { notify } from '../notifications/notify.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { send } from '../testing/send-request.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
});

afterAll(() => t.close());

const LIST_URL = '/api/users/self/notifications';
const READ_ALL_URL = '/api/users/self/notifications/read';
const readUrl = (id: string) => `/api/users/self/notifications/${id}/read`;

/** A user with `count` unread notifications, the newest last; answers their ids newest first. */
async function userWithNotifications(count: number) {
  const user = await t.createUser();
  for (let index = 0; index < count; index += 1) {
    await notify(t.db, user.id, 'transfer.received', { collectible: `Gem ${index}` });
  }
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, user.id));
  // Spread the times out, so "newest first" does not hang on the clock's resolution.
  for (const [index, row] of rows.entries()) {
    await t.db
      .update(notifications)
      .set({ createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) })
      .where(eq(notifications.id, row.id));
  }
  const ids = [...rows].sort((a, b) => b.params.collectible!.localeCompare(a.params.collectible!)).map((row) => row.id);
  return { ...user, ids };
}

describe('GET /api/users/self/notifications', () => {
  it('answers the newest 4 (spec §9), with the whole total and unread count', async () => {
    const user = await userWithNotifications(5);

    const response = await send(t, 'GET', LIST_URL, user.token);

    expect(response.statusCode).toBe(200);
    const { records, total, unread } = response.json().payload;
    expect({ total, unread }).toEqual({ total: 5, unread: 5 });
    expect(records.map((record: { id: string }) => record.id)).toEqual(user.ids.slice(0, 4));
    expect(records[0]).toEqual({
      id: user.ids[0],
      read: false,
      translationId: 'transfer.received',
      params: { collectible: 'Gem 4' },
      time: '2025-01-01T00:04:00.000Z',
    });
  });

  it('pages by page and pageSize', async () => {
    const user = await userWithNotifications(5);

    const response = await send(t, 'GET', `${LIST_URL}?page=2&pageSize=2`, user.token);

    expect(response.json().payload.records.map((record: { id: string }) => record.id)).toEqual(user.ids.slice(2, 4));
  });

  it('lists the unread ones only with filter=unread, total counting them, unread still the whole count', async () => {
    const user = await userWithNotifications(5);
    await send(t, 'POST', readUrl(user.ids[0]!), user.token);
    await send(t, 'POST', readUrl(user.ids[2]!), user.token);

    const response = await send(t, 'GET', `${LIST_URL}?filter=unread&pageSize=2`, user.token);

    const { records, total, unread } = response.json().payload;
    expect({ total, unread }).toEqual({ total: 3, unread: 3 });
    expect(records.map((record: { id: string }) => record.id)).toEqual([user.ids[1], user.ids[3]]);
    expect((await send(t, 'GET', `${LIST_URL}?filter=all`, user.token)).json().payload.total).toBe(5);
  });

  it('shows a new notification and the unread count on the next read, though the page was read a moment before', async () => {
    const user = await userWithNotifications(1);
    await send(t, 'GET', LIST_URL, user.token);

    await notify(t.db, user.id, 'transfer.received', { collectible: 'Gem new' });

    const { records, total, unread } = (await send(t, 'GET', LIST_URL, user.token)).json().payload;
    expect({ total, unread }).toEqual({ total: 2, unread: 2 });
    expect(records.map((record: { params: { collectible: string } }) => record.params.collectible)).toContain('Gem new');
  });

  it("never shows another user's notifications", async () => {
    await userWithNotifications(2);
    const bystander = await t.createUser();

    const response = await send(t, 'GET', LIST_URL, bystander.token);

    expect(response.json().payload).toEqual({ records: [], total: 0, unread: 0 });
  });

  it.each([
    ['pageSize=0', /^query\.pageSize: /],
    ['page=-1', /^query\.page: /],
    ['unread=true', /^query: Unrecognized key/],
    ['filter=read', /^query\.filter: /],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await send(t, 'GET', `${LIST_URL}?${query}`, t.demo.token);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await send(t, 'GET', LIST_URL, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', LIST_URL, await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});

describe('POST /api/users/self/notifications/{id}/read', () => {
  it('marks the notification read and answers the unread count left', async () => {
    const user = await userWithNotifications(3);

    const response = await send(t, 'POST', readUrl(user.ids[1]!), user.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ unread: 2 });
    const listed = (await send(t, 'GET', LIST_URL, user.token)).json().payload;
    expect(listed.records.map((record: { read: boolean }) => record.read)).toEqual([false, true, false]);
  });

  it('counts a notification read twice once (spec §4)', async () => {
    const user = await userWithNotifications(3);
    await send(t, 'POST', readUrl(user.ids[0]!), user.token);

    const again = await send(t, 'POST', readUrl(user.ids[0]!), user.token);

    expect(again.json().payload).toEqual({ unread: 2 });
  });

  it("answers 404 for another user's notification and leaves it unread", async () => {
    const owner = await userWithNotifications(1);
    const other = await t.createUser();

    const response = await send(t, 'POST', readUrl(owner.ids[0]!), other.token);

    expect(response.statusCode).toBe(404);
    expect((await send(t, 'GET', LIST_URL, owner.token)).json().payload.unread).toBe(1);
  });

  it('refuses an id that is not a UUID with 400 naming it', async () => {
    const response = await send(t, 'POST', readUrl('first'), t.demo.token);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.id: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await send(t, 'POST', readUrl(randomUUID()), null)).statusCode).toBe(401);
    expect((await send(t, 'POST', readUrl(randomUUID()), await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});

describe('POST /api/users/self/notifications/read', () => {
  it("marks every notification of the user read, and only the user's", async () => {
    const user = await userWithNotifications(5);
    const bystander = await userWithNotifications(2);

    const response = await send(t, 'POST', READ_ALL_URL, user.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({ unread: 0 });
    const listed = (await send(t, 'GET', `${LIST_URL}?pageSize=10`, user.token)).json().payload;
    expect(listed.records.every((record: { read: boolean }) => record.read)).toBe(true);
    expect((await send(t, 'GET', LIST_URL, bystander.token)).json().payload.unread).toBe(2);
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await send(t, 'POST', READ_ALL_URL, null)).statusCode).toBe(401);
    expect((await send(t, 'POST', READ_ALL_URL, await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});
