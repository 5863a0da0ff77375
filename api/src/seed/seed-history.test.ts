import { asc, eq } from 'drizzle-orm';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { openTestDatabase } from '../testing/test-database.js';
import { collectibles, notifications, transactions } from '../db/schema.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null });
});

afterAll(() => t.close());

describe('seeded history of the demo user', () => {
  it('lists completed store purchases of collectibles the demo user holds, and a sale to the collector', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/self/transactions?pageSize=20', headers: t.bearer(t.demo.token) });

    const { records, total } = response.json().payload;
    const purchases = records.filter((record: { fromGEMId: string }) => record.fromGEMId === t.demo.id);
    const sales = records.filter((record: { toGEMId: string }) => record.toGEMId === t.demo.id);
    expect(total).toBe(4);
    expect(purchases).toHaveLength(3);
    expect(purchases.every((record: { toGEMId: string | null }) => record.toGEMId === null)).toBe(true);
    for (const purchase of purchases) {
      const [collectible] = await t.db.select({ ownerId: collectibles.ownerId }).from(collectibles).where(eq(collectibles.id, purchase.collectibleId));
      expect(collectible?.ownerId).toBe(t.demo.id);
    }
    expect(sales).toHaveLength(1);
  });

  it('charges the seeded purchases the marketplace fee (spec §9)', async () => {
    const rows = await t.db.select().from(transactions).where(eq(transactions.fromUserId, t.demo.id));

    expect(rows.every((row) => BigInt(row.feeWei) > 0n && row.status === 'COMPLETE')).toBe(true);
  });

  it('leaves the newest notifications unread and the older ones read', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/users/self/notifications?pageSize=20', headers: t.bearer(t.demo.token) });

    const { records, total, unread } = response.json().payload;
    expect(unread).toBe(2);
    expect(total).toBeGreaterThan(unread);
    expect(records.slice(0, 2).map((record: { read: boolean }) => record.read)).toEqual([false, false]);
    expect(records.at(-1)).toMatchObject({ translationId: 'welcome', read: true });
  });

  it('is the same in every seeded database', async () => {
    const other = await openTestDatabase();
    const historyOf = async (db: TestApp['db']) => ({
      transactions: await db.select().from(transactions).orderBy(asc(transactions.id)),
      notifications: (await db.select().from(notifications).orderBy(asc(notifications.id))).map(({ userId: _userId, ...rest }) => rest),
    });

    const [here, there] = [await historyOf(t.db), await historyOf(other.db)];
    await other.close();

    // User ids are random per database; everything else of the history is fixed.
    const withoutUsers = (history: Awaited<ReturnType<typeof historyOf>>) => history.transactions.map(({ fromUserId: _from, toUserId: _to, ...rest }) => rest);
    expect(withoutUsers(there)).toEqual(withoutUsers(here));
    expect(there.notifications).toEqual(here.notifications);
  });
});
