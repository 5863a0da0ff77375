import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { eq } from 'drizzle-orm';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { users } from '../db/schema.js';
import { buyCartThroughApi } from '../testing/cart-fixtures.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

async function referredUser(referrerId: string, values: Partial<typeof users.$inferInsert>) {
  return t.createUser({ referrerId, ...values });
}

describe('GET /api/users/self/referrals/users', () => {
  it('lists the people the user referred, newest first, paged, with the total', async () => {
    const referrer = await t.createUser();
    const first = await referredUser(referrer.id, { displayName: 'First', username: 'first-ref', registrationTime: new Date('2026-01-01T00:00:00Z') });
    const second = await referredUser(referrer.id, { displayName: 'Second', registrationTime: new Date('2026-02-01T00:00:00Z') });
    await t.createUser({ displayName: 'Not referred' });

    const response = await send(t, 'GET', '/api/users/self/referrals/users?page=1&pageSize=1', referrer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      records: [{ id: second.id, username: null, displayName: 'Second', profilePicture: 'DEFAULT', joinedTime: '2026-02-01T00:00:00.000Z' }],
      total: 2,
    });
    const next = await send(t, 'GET', '/api/users/self/referrals/users?page=2&pageSize=1', referrer.token);
    expect(next.json().payload.records).toEqual([expect.objectContaining({ id: first.id, username: 'first-ref' })]);
  });

  it('shows nothing of a referred person but their public face', async () => {
    const referrer = await t.createUser();
    await referredUser(referrer.id, { email: 'private@marketplace.test' });

    const response = await send(t, 'GET', '/api/users/self/referrals/users', referrer.token);

    expect(response.body).not.toContain('private@marketplace.test');
  });

  it('asks for a sign-in, and refuses a bad page with a 400 naming it', async () => {
    expect((await send(t, 'GET', '/api/users/self/referrals/users', null)).statusCode).toBe(401);
    const response = await send(t, 'GET', '/api/users/self/referrals/users?pageSize=1000', t.demo.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^query\.pageSize/);
  });
});

describe('GET /api/users/self/referrals/transactions', () => {
  it('lists the rewards credited to the user, with the referred person who earned each', async () => {
    const referrer = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    await t.db.update(users).set({ referrerId: referrer.id, displayName: 'Buyer' }).where(eq(users.id, buyer.id));
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    await buyThroughApi(t, buyer, collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    const response = await send(t, 'GET', '/api/users/self/referrals/transactions', referrer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      records: [
        {
          id: expect.any(String),
          time: expect.any(String),
          amount: '2.0',
          referredUser: { id: buyer.id, username: null, displayName: 'Buyer', profilePicture: 'DEFAULT' },
        },
      ],
      total: 1,
    });
    // The buyer's own list holds no reward: it was paid to the referrer.
    expect((await send(t, 'GET', '/api/users/self/referrals/transactions', buyer.token)).json().payload).toEqual({ records: [], total: 0 });
  });

  it('lists a reward a cart earned beside one a single purchase earned, each naming its referred person', async () => {
    const referrer = await createWalletUser(t);
    const single = await createWalletUser(t, { balance: '500' });
    const carted = await createWalletUser(t, { balance: '500' });
    await t.db.update(users).set({ referrerId: referrer.id, displayName: 'Single' }).where(eq(users.id, single.id));
    await t.db.update(users).set({ referrerId: referrer.id, displayName: 'Carted' }).where(eq(users.id, carted.id));
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    await buyThroughApi(t, single, collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN, now: new Date(Date.now() + 1000) });
    const { listingId } = await createListedCollectible(t.db, { price: '30.00', name: 'Carted gem' });
    await buyCartThroughApi(t, carted, [{ listingId, name: 'Carted gem', price: '30.00' }], 0.05);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN, now: new Date(Date.now() + 2000) });

    const response = await send(t, 'GET', '/api/users/self/referrals/transactions', referrer.token);

    expect(response.json().payload).toEqual({
      records: [
        expect.objectContaining({ amount: '2.0', referredUser: expect.objectContaining({ id: carted.id, displayName: 'Carted' }) }),
        expect.objectContaining({ amount: '2.0', referredUser: expect.objectContaining({ id: single.id, displayName: 'Single' }) }),
      ],
      total: 2,
    });
  });

  it('asks for a sign-in, and refuses a bad page with a 400 naming it', async () => {
    expect((await send(t, 'GET', '/api/users/self/referrals/transactions', null)).statusCode).toBe(401);
    const response = await send(t, 'GET', '/api/users/self/referrals/transactions?page=0', t.demo.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^query\.page/);
  });
});
