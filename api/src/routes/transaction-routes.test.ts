import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { eq } from 'drizzle-orm';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { collectibles, transactions } from '../db/schema.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { send } from '../testing/send-request.js';

let t: TestApp;

// At 0.05 USD per GEM the 0.5 USD fee floor is exactly 10 GEM.
beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

const COMPLETE_URL = '/api/users/self/transactions';
const PENDING_URL = '/api/users/self/transactions/pending';

describe('GET /api/users/self/transactions/pending', () => {
  it('lists a signed purchase until it settles, in GEM, with the merchant as a null payee and the collectible it moved', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', name: 'Ruby of the pending list' });
    const mintId = await buyThroughApi(t, buyer, collectibleId);
    const [row] = await t.db.select().from(transactions).where(eq(transactions.mintId, mintId));
    const [item] = await t.db.select().from(collectibles).where(eq(collectibles.id, collectibleId));

    const response = await send(t, 'GET', PENDING_URL, buyer.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      records: [
        {
          id: row!.id,
          time: row!.createdAt.toISOString(),
          kind: 'PURCHASE',
          amount: '100.0',
          fee: '10.0',
          fromGEMId: buyer.id,
          toGEMId: null,
          collectibleId,
          collectible: { name: 'Ruby of the pending list', rarity: item!.rarity, imageUrl: item!.imageUrl, merchantId: item!.merchantId },
        },
      ],
      total: 1,
    });
    expect((await send(t, 'GET', COMPLETE_URL, buyer.token)).json().payload).toEqual({ records: [], total: 0 });
  });
});

describe('GET /api/users/self/transactions', () => {
  it('lists settled transactions to the buyer and to the seller, no longer pending, at their completion time', async () => {
    const seller = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id });
    await buyThroughApi(t, buyer, collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
    const [row] = await t.db.select().from(transactions).where(eq(transactions.collectibleId, collectibleId));

    const forBuyer = await send(t, 'GET', COMPLETE_URL, buyer.token);
    const forSeller = await send(t, 'GET', COMPLETE_URL, seller.token);

    const expected = { id: row!.id, time: row!.completedAt!.toISOString(), fromGEMId: buyer.id, toGEMId: seller.id, amount: '100.0' };
    expect(forBuyer.json().payload).toEqual({ records: [expect.objectContaining(expected)], total: 1 });
    expect(forSeller.json().payload).toEqual({ records: [expect.objectContaining(expected)], total: 1 });
    expect((await send(t, 'GET', PENDING_URL, buyer.token)).json().payload.records).toEqual([]);
  });

  it('lists a transaction whose collectible is gone with a null collectible', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00' });
    await buyThroughApi(t, buyer, collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
    await t.db.update(transactions).set({ collectibleId: null }).where(eq(transactions.collectibleId, collectibleId));

    const response = await send(t, 'GET', COMPLETE_URL, buyer.token);

    expect(response.json().payload.records).toEqual([expect.objectContaining({ collectibleId: null, collectible: null })]);
  });

  it('lists newest first, a page at a time, with the whole total', async () => {
    const buyer = await createWalletUser(t, { balance: '1000' });
    const older = await createListedCollectible(t.db, { price: '100.00' });
    const newer = await createListedCollectible(t.db, { price: '200.00' });
    await buyThroughApi(t, buyer, older.collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
    await t.db
      .update(transactions)
      .set({ completedAt: new Date(Date.now() - 60_000) })
      .where(eq(transactions.collectibleId, older.collectibleId));
    await buyThroughApi(t, buyer, newer.collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    const first = await send(t, 'GET', `${COMPLETE_URL}?page=1&pageSize=1`, buyer.token);
    const second = await send(t, 'GET', `${COMPLETE_URL}?page=2&pageSize=1`, buyer.token);

    expect(first.json().payload.total).toBe(2);
    expect(first.json().payload.records.map((record: { collectibleId: string }) => record.collectibleId)).toEqual([newer.collectibleId]);
    expect(second.json().payload.records.map((record: { collectibleId: string }) => record.collectibleId)).toEqual([older.collectibleId]);
  });

  it("never lists other users' transactions", async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const bystander = await createWalletUser(t);
    await buyThroughApi(t, buyer, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    const complete = await send(t, 'GET', COMPLETE_URL, bystander.token);
    const pending = await send(t, 'GET', PENDING_URL, bystander.token);

    expect(complete.json().payload).toEqual({ records: [], total: 0 });
    expect(pending.json().payload).toEqual({ records: [], total: 0 });
  });

  it.each([
    [COMPLETE_URL, 'page=0', /^query\.page: /],
    [COMPLETE_URL, 'pageSize=many', /^query\.pageSize: /],
    [PENDING_URL, 'pageSize=1000', /^query\.pageSize: /],
    [PENDING_URL, 'status=PENDING', /^query: Unrecognized key/],
  ])('%s refuses the query %s with 400 naming the field', async (url, query, message) => {
    const response = await send(t, 'GET', `${url}?${query}`, t.demo.token);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([COMPLETE_URL, PENDING_URL])('%s answers 401 without a token and to an expired one', async (url) => {
    expect((await send(t, 'GET', url, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', url, await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});
