import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { eq } from 'drizzle-orm';
import { collectibles, mints, notifications, offers, transactions } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { settlePendingTransactions, startSettlementWorker, type WorkerTimers } from './settlement.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

async function ownerOf(collectibleId: string) {
  const [collectible] = await t.db.select().from(collectibles).where(eq(collectibles.id, collectibleId));
  return collectible;
}

async function notificationsOf(userId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map(({ translationId, params }) => ({ translationId, params }));
}

describe('settlePendingTransactions', () => {
  it('hands a store purchase to the buyer and completes its transaction and mint', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', name: 'Ruby Drake' });
    const mintId = await buyThroughApi(t, buyer, collectibleId);
    const before = Date.now();

    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    const collectible = await ownerOf(collectibleId);
    expect(collectible?.ownerId).toBe(buyer.id);
    expect(collectible!.receivedTime.getTime()).toBeGreaterThanOrEqual(before);
    const [transaction] = await t.db.select().from(transactions).where(eq(transactions.mintId, mintId));
    expect(transaction).toMatchObject({ status: 'COMPLETE', completedAt: expect.any(Date) });
    const [mint] = await t.db.select().from(mints).where(eq(mints.id, mintId));
    expect(mint?.status).toBe('COMPLETE');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('390'));
  });

  it('credits a market seller exactly the price, to the wei, while the buyer paid price plus fee', async () => {
    const seller = await createWalletUser(t, { balance: '1.000000000000000001' });
    const buyer = await createWalletUser(t, { balance: '2000' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '1234.56', sellerId: seller.id });
    await buyThroughApi(t, buyer, collectibleId);

    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    expect(await balanceWeiOfUser(t.db, seller.id)).toBe(gemToWei('1235.560000000000000001'));
    // Fee: 5 % of 1234.56 = 61.728 GEM, above the 10 GEM floor.
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('2000') - gemToWei('1234.56') - gemToWei('61.728'));
    expect((await ownerOf(collectibleId))?.ownerId).toBe(buyer.id);
  });

  it('notifies the buyer of the purchase and the transfer, and the seller of the sale', async () => {
    const seller = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id, name: 'Opal Owl' });
    await buyThroughApi(t, buyer, collectibleId);

    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    expect(await notificationsOf(buyer.id)).toEqual(
      expect.arrayContaining([
        { translationId: 'purchase.complete', params: { collectible: 'Opal Owl', price: '100.0' } },
        { translationId: 'transfer.received', params: { collectible: 'Opal Owl' } },
      ]),
    );
    expect(await notificationsOf(seller.id)).toEqual([{ translationId: 'sale.complete', params: { collectible: 'Opal Owl', price: '100.0' } }]);
  });

  it('declines the offers still open on the collectible, made to its previous owner', async () => {
    const seller = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    const bidder = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id, name: 'Jade Fox' });
    const [open] = await t.db
      .insert(offers)
      .values({ collectibleId, bidderId: bidder.id, price: '80.00', message: 'm', signature: 's' })
      .returning({ id: offers.id });
    await buyThroughApi(t, buyer, collectibleId);

    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    const [offer] = await t.db.select().from(offers).where(eq(offers.id, open!.id));
    expect(offer?.status).toBe('DECLINED');
    expect(await notificationsOf(bidder.id)).toEqual([{ translationId: 'offer.declined', params: { collectible: 'Jade Fox', price: '80.00' } }]);
  });

  it('settles each transaction once, however often it runs', async () => {
    const seller = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id });
    await buyThroughApi(t, buyer, collectibleId);

    await Promise.all([
      settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN }),
      settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN }),
    ]);
    const later = await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    expect(later).toBe(0);
    expect(await balanceWeiOfUser(t.db, seller.id)).toBe(gemToWei('100'));
  });
});

describe('startSettlementWorker', () => {
  function manualTimers() {
    const scheduled: Array<() => void> = [];
    const timers: WorkerTimers = {
      setTimeout: (callback) => {
        scheduled.push(callback);
        return {};
      },
      clearTimeout: () => {},
    };
    return { timers, fireNext: () => scheduled.shift()?.() };
  }

  it('settles, on its round, the transactions pending for settleAfterMs, and leaves the newer ones pending', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const older = await buyThroughApi(t, buyer, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    const newer = await buyThroughApi(t, buyer, (await createListedCollectible(t.db, { price: '100.00' })).collectibleId);
    await t.db
      .update(transactions)
      .set({ createdAt: new Date(Date.now() - 5000) })
      .where(eq(transactions.mintId, older));
    const { timers, fireNext } = manualTimers();
    const worker = startSettlementWorker({ db: t.db, shellOrigin: DEFAULT_SHELL_ORIGIN, settleAfterMs: 2000, log: { error: () => {} }, timers });

    fireNext();
    await worker.stop();

    const statusOf = async (mintId: string) => (await t.db.select().from(transactions).where(eq(transactions.mintId, mintId)))[0]?.status;
    expect(await statusOf(older)).toBe('COMPLETE');
    expect(await statusOf(newer)).toBe('PENDING');
  });

  it('logs a failed round rather than letting it escape the timer', async () => {
    const { timers, fireNext } = manualTimers();
    const errors: unknown[] = [];
    const broken: TestApp['db'] = Object.create(t.db, { transaction: { value: () => Promise.reject(new Error('database gone')) } });
    const worker = startSettlementWorker({
      db: broken,
      shellOrigin: DEFAULT_SHELL_ORIGIN,
      settleAfterMs: 2000,
      log: { error: (entry: unknown) => errors.push(entry) },
      timers,
    });

    fireNext();
    await worker.stop();

    expect(errors).toHaveLength(1);
  });
});
