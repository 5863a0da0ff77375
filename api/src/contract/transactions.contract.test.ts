import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';

const contract = contractHarnessPerSuite();

beforeAll(() => setGemUsdPrice(contract().t.db, 0.05));

describe('transactions api against the server', () => {
  it('lists a paid purchase as PENDING before the completed ones, then as COMPLETE once settled', async () => {
    const { api, setToken, t } = contract();
    const buyer = await createWalletUser(t, { balance: '500' });
    const settled = await createListedCollectible(t.db, { price: '100.00' });
    const paid = await createListedCollectible(t.db, { price: '50.00' });
    await buyThroughApi(t, buyer, settled.collectibleId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
    await buyThroughApi(t, buyer, paid.collectibleId);
    setToken(buyer.token);

    const before = await api.transactions.list({ page: 1 });
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });
    const after = await api.transactions.list({ page: 1 });

    expect(before.records.map((record) => [record.collectibleId, record.status])).toEqual([
      [paid.collectibleId, 'PENDING'],
      [settled.collectibleId, 'COMPLETE'],
    ]);
    expect(before.total).toBe(1);
    expect(before.records[1]).toMatchObject({ kind: 'PURCHASE', amount: '100.0', fee: '10.0', fromGEMId: buyer.id, toGEMId: null });
    expect(before.records[1]?.collectible).toEqual({
      name: expect.any(String),
      rarity: expect.any(String),
      imageUrl: expect.any(String),
      merchantId: expect.any(String),
    });
    expect(after.records.map((record) => [record.collectibleId, record.status])).toEqual([
      [paid.collectibleId, 'COMPLETE'],
      [settled.collectibleId, 'COMPLETE'],
    ]);
    expect(after.total).toBe(2);
  });

  it('lists only completed transactions after page 1', async () => {
    const { api, setToken, t } = contract();
    const buyer = await createWalletUser(t, { balance: '500' });
    await buyThroughApi(t, buyer, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    setToken(buyer.token);

    const second = await api.transactions.list({ page: 2 });

    expect(second).toEqual({ records: [], total: 0 });
  });

  it('gives a visitor an empty list', async () => {
    const { api, setToken } = contract();
    setToken(null);

    await expect(api.transactions.list()).resolves.toEqual({ records: [], total: 0 });
  });
});
