import { eq, sql } from 'drizzle-orm';
import { offers, users } from '../db/schema.js';
import { buyThroughApi, createListedCollectible, createWalletUser, setGemUsdPrice } from '../testing/commerce-fixtures.js';
import { emailOfAccount, queuedKindsOf, queuedMailsOf } from '../testing/queued-mails.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { settlePendingTransactions } from './settlement.js';

const SHELL_ORIGIN = 'http://shell.test:8080';
const ROUND = { shellOrigin: SHELL_ORIGIN };

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ shellOrigin: SHELL_ORIGIN, settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

/** A seller's listed collectible, bought (paid, pending settlement), with a third person's offer still open on it. */
async function boughtWithOpenOffer(name: string) {
  const seller = await createWalletUser(t);
  await t.db.update(users).set({ preferredLocale: 'fr' }).where(eq(users.id, seller.id));
  const buyer = await createWalletUser(t, { balance: '500' });
  const bidder = await createWalletUser(t);
  const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id, name });
  await t.db.insert(offers).values({ collectibleId, bidderId: bidder.id, price: '80.00', message: 'm', signature: 's' });
  await buyThroughApi(t, buyer, collectibleId);
  return { seller, buyer, bidder };
}

describe('settlement mails', () => {
  it('mails the seller the sale, the buyer the settled purchase and the other bidder the offer declined, when the sale settles', async () => {
    const { seller, buyer, bidder } = await boughtWithOpenOffer('Opal Owl');
    expect(await queuedKindsOf(t.db, seller.id)).toEqual([]);

    await settlePendingTransactions(t.db, ROUND);

    expect(await queuedMailsOf(t.db, seller.id)).toEqual([
      {
        kind: 'item-sold',
        userId: seller.id,
        toEmail: await emailOfAccount(t.db, seller.id),
        category: 'offers',
        status: 'pending',
        params: { collectible: 'Opal Owl', price: '100.0', link: `${SHELL_ORIGIN}/fr/user-portal/activity` },
      },
    ]);
    expect(await queuedMailsOf(t.db, buyer.id)).toEqual([
      expect.objectContaining({
        kind: 'purchase-settled',
        toEmail: await emailOfAccount(t.db, buyer.id),
        category: 'offers',
        params: { collectible: 'Opal Owl', price: '100.0', link: `${SHELL_ORIGIN}/user-portal/activity` },
      }),
    ]);
    expect(await queuedMailsOf(t.db, bidder.id)).toEqual([
      expect.objectContaining({
        kind: 'offer-declined',
        category: 'offers',
        params: { collectible: 'Opal Owl', price: expect.any(String), link: `${SHELL_ORIGIN}/user-portal/offers?agent=BUYER` },
      }),
    ]);
  });

  it('mails each once, however often settlement runs', async () => {
    const { seller, buyer } = await boughtWithOpenOffer('Moss Hare');

    await Promise.all([settlePendingTransactions(t.db, ROUND), settlePendingTransactions(t.db, ROUND)]);
    await settlePendingTransactions(t.db, ROUND);

    expect(await queuedKindsOf(t.db, seller.id)).toEqual(['item-sold']);
    expect(await queuedKindsOf(t.db, buyer.id)).toEqual(['purchase-settled']);
  });

  it('queues nothing when the settlement is rolled back, not even the declines written before the failure', async () => {
    const { seller, buyer, bidder } = await boughtWithOpenOffer('Flint Crow');
    // The seller's credit, which comes after the declines, fails: the whole settlement must be undone.
    await t.db.execute(sql`CREATE FUNCTION refuse_credit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'credit refused'; END $$`);
    await t.db.execute(
      sql.raw(
        `CREATE TRIGGER refuse_credit BEFORE INSERT OR UPDATE ON balances FOR EACH ROW WHEN (NEW.user_id = '${seller.id}') EXECUTE FUNCTION refuse_credit()`,
      ),
    );
    try {
      await expect(settlePendingTransactions(t.db, ROUND)).rejects.toThrow();
    } finally {
      await t.db.execute(sql`DROP TRIGGER refuse_credit ON balances`);
      await t.db.execute(sql`DROP FUNCTION refuse_credit()`);
    }

    expect(await queuedKindsOf(t.db, bidder.id)).toEqual([]);
    expect(await queuedKindsOf(t.db, seller.id)).toEqual([]);
    expect(await queuedKindsOf(t.db, buyer.id)).toEqual([]);

    await settlePendingTransactions(t.db, ROUND);
    expect(await queuedKindsOf(t.db, bidder.id)).toEqual(['offer-declined']);
    expect(await queuedKindsOf(t.db, seller.id)).toEqual(['item-sold']);
  });
});
