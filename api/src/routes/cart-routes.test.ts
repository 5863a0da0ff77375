import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@marketplace/contracts/wire';
import { eq } from 'drizzle-orm';
import { gemToWei } from '../ledger/gem-amounts.js';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { collectibles, listings, transactions } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { type CartCheckoutOptions, type CartItem, postCartCheckout, signedCartCheckout } from '../testing/cart-fixtures.js';
import { createListedCollectible, createWalletUser, setGemUsdPrice, type WalletUser } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

// At 0.05 USD per GEM the 0.5 USD fee floor is 10 GEM: a single purchase of a 30 GEM item pays 10 GEM of fee.
const RATE = 0.05;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, RATE);
});

afterAll(() => t.close());

/** The checkout body as the cart page makes it, at this suite's rate. */
const signedCheckout = (buyer: WalletUser, items: CartItem[], options: CartCheckoutOptions = {}) => signedCartCheckout(buyer, items, RATE, options);

const checkout = (buyer: WalletUser, key: string, body: unknown) => postCartCheckout(t, buyer, key, body);

async function listed(price: string, options: { sellerId?: string; merchantId?: string } = {}): Promise<CartItem & { collectibleId: string }> {
  const name = `Cart gem ${randomUUID().slice(0, 8)}`;
  const { listingId, collectibleId } = await createListedCollectible(t.db, { price, name, ...options });
  return { listingId, collectibleId, name, price };
}

const itemOf = ({ listingId, name, price }: CartItem): CartItem => ({ listingId, name, price });

async function listingStatus(listingId: string) {
  const [listing] = await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listingId));
  return listing?.status;
}

async function imageOf(collectibleId: string) {
  const [collectible] = await t.db.select({ imageUrl: collectibles.imageUrl }).from(collectibles).where(eq(collectibles.id, collectibleId));
  return collectible?.imageUrl;
}

async function ownerOf(collectibleId: string) {
  const [collectible] = await t.db.select({ ownerId: collectibles.ownerId }).from(collectibles).where(eq(collectibles.id, collectibleId));
  return collectible?.ownerId;
}

describe('POST /api/users/self/cart/checkouts', () => {
  it('buys a store item and another merchant’s market listing with one signature, the fee once on their sum', async () => {
    const buyer = await createWalletUser(t, { balance: '200' });
    const seller = await createWalletUser(t);
    const storeItem = await listed('30.00');
    const marketItem = await listed('40.00', { merchantId: 'elemental-raiders', sellerId: seller.id });
    const { key, body } = await signedCheckout(buyer, [itemOf(storeItem), itemOf(marketItem)]);

    const response = await checkout(buyer, key, body);

    expect(response.statusCode).toBe(200);
    const record = response.json().payload;
    expect(record).toMatchObject({ key, subtotal: '70.0', fee: '10.0', total: '80.0' });
    expect(record.items).toEqual([
      {
        listingId: storeItem.listingId,
        name: storeItem.name,
        price: '30.0',
        outcome: 'BOUGHT',
        reason: null,
        currentPrice: null,
        collectibleId: storeItem.collectibleId,
        imageUrl: await imageOf(storeItem.collectibleId),
      },
      {
        listingId: marketItem.listingId,
        name: marketItem.name,
        price: '40.0',
        outcome: 'BOUGHT',
        reason: null,
        currentPrice: null,
        collectibleId: marketItem.collectibleId,
        imageUrl: await imageOf(marketItem.collectibleId),
      },
    ]);
    // Two single purchases would have paid the 10 GEM floor twice.
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('120'));
    expect(await listingStatus(storeItem.listingId)).toBe('SOLD');
    expect(await listingStatus(marketItem.listingId)).toBe('SOLD');

    await settlePendingTransactions(t.db, { shellOrigin: 'http://127.0.0.1:8080' });
    expect(await ownerOf(storeItem.collectibleId)).toBe(buyer.id);
    expect(await ownerOf(marketItem.collectibleId)).toBe(buyer.id);
    expect(await balanceWeiOfUser(t.db, seller.id)).toBe(gemToWei('40'));
    const fees = await t.db.select({ feeWei: transactions.feeWei }).from(transactions).where(eq(transactions.fromUserId, buyer.id));
    expect(fees.reduce((sum, row) => sum + BigInt(row.feeWei), 0n)).toBe(gemToWei('10'));
  });

  it('drops an item sold meanwhile, says so, buys the rest and charges the fee on what went through', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const kept = await listed('250.00');
    const gone = await listed('20.00');
    const { key, body } = await signedCheckout(buyer, [itemOf(gone), itemOf(kept)]);
    await t.db.update(listings).set({ status: 'SOLD' }).where(eq(listings.id, gone.listingId));

    const response = await checkout(buyer, key, body);

    expect(response.statusCode).toBe(200);
    const record = response.json().payload;
    expect(record.items.map((item: { outcome: string; reason: string | null }) => [item.outcome, item.reason])).toEqual([
      ['DROPPED', 'SOLD'],
      ['BOUGHT', null],
    ]);
    // 5 % of 250 is 12.5, above the floor; the 270 signed would have cost 13.5.
    expect(record).toMatchObject({ subtotal: '250.0', fee: '12.5', total: '262.5' });
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('237.5'));
  });

  it('drops an item whose price was raised meanwhile, with the new price, and never charges more than was signed', async () => {
    const buyer = await createWalletUser(t, { balance: '500' });
    const raised = await listed('30.00');
    const other = await listed('15.00');
    const { key, body } = await signedCheckout(buyer, [itemOf(raised), itemOf(other)]);
    await t.db.update(listings).set({ price: '45.00' }).where(eq(listings.id, raised.listingId));

    const record = (await checkout(buyer, key, body)).json().payload;

    // A dropped line still shows what it was: its art comes with it.
    expect(record.items[0]).toMatchObject({
      outcome: 'DROPPED',
      reason: 'PRICE_CHANGED',
      currentPrice: '45.0',
      collectibleId: null,
      imageUrl: await imageOf(raised.collectibleId),
    });
    expect(record.items[1]).toMatchObject({ outcome: 'BOUGHT' });
    expect(record).toMatchObject({ subtotal: '15.0', fee: '10.0', total: '25.0' });
    expect(await listingStatus(raised.listingId)).toBe('ACTIVE');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('475'));
  });

  it('answers a retry with the same key with the same outcome and debits once', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const item = await listed('30.00');
    const { key, body } = await signedCheckout(buyer, [itemOf(item)]);

    const first = await checkout(buyer, key, body);
    const second = await checkout(buyer, key, body);

    expect(second.statusCode).toBe(200);
    expect(second.json().payload).toEqual(first.json().payload);
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('60'));
    expect(await t.db.select().from(transactions).where(eq(transactions.fromUserId, buyer.id))).toHaveLength(1);
  });

  it('answers two requests of one key sent at once with one checkout, one debit', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const item = await listed('30.00');
    const { key, body } = await signedCheckout(buyer, [itemOf(item)]);

    const [first, second] = await Promise.all([checkout(buyer, key, body), checkout(buyer, key, body)]);

    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().payload).toEqual(first.json().payload);
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('60'));
  });

  it('refuses the same key with another cart with 409', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const first = await signedCheckout(buyer, [itemOf(await listed('30.00'))]);
    await checkout(buyer, first.key, first.body);
    const other = await signedCheckout(buyer, [itemOf(await listed('20.00'))], { key: first.key });

    const response = await checkout(buyer, other.key, other.body);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Idempotency key already used for another checkout');
  });

  it('refuses a tampered signature with 403 and moves nothing', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const item = await listed('30.00');
    // The wallet signed a cheaper price than the one sent.
    const { key, body } = await signedCheckout(buyer, [itemOf(item)], { signText: (message) => message.replace(' 30 GEM', ' 3 GEM') });

    const response = await checkout(buyer, key, body);

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Invalid signature');
    expect(await listingStatus(item.listingId)).toBe('ACTIVE');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('100'));
  });

  it('refuses a signature of another wallet with 403', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const stranger = await createWalletUser(t);
    const { key, body } = await signedCheckout(stranger, [itemOf(await listed('30.00'))]);

    expect((await checkout(buyer, key, body)).statusCode).toBe(403);
  });

  it('refuses a fee below spec §9’s on the subtotal with 409, saying the fee now', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const { key, body } = await signedCheckout(buyer, [itemOf(await listed('30.00'))], { fee: '1' });

    const response = await checkout(buyer, key, body);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Marketplace fee changed: it is now 10.0 GEM');
  });

  it('refuses an expired checkout with 409', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const { key, body } = await signedCheckout(buyer, [itemOf(await listed('30.00'))], { expiresAt: new Date(Date.now() - 1000).toISOString() });

    const response = await checkout(buyer, key, body);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Checkout expired');
  });

  it('drops what the balance no longer covers and buys what it does', async () => {
    const buyer = await createWalletUser(t, { balance: '50' });
    const first = await listed('35.00');
    const second = await listed('30.00');
    const { key, body } = await signedCheckout(buyer, [itemOf(first), itemOf(second)]);

    const record = (await checkout(buyer, key, body)).json().payload;

    expect(record.items.map((item: { reason: string | null }) => item.reason)).toEqual([null, 'INSUFFICIENT_BALANCE']);
    expect(await listingStatus(second.listingId)).toBe('ACTIVE');
    expect(await balanceWeiOfUser(t.db, buyer.id)).toBe(gemToWei('5'));
  });

  it('drops the buyer’s own listing', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const own = await listed('30.00', { sellerId: buyer.id });
    const { key, body } = await signedCheckout(buyer, [itemOf(own)]);

    const record = (await checkout(buyer, key, body)).json().payload;

    expect(record.items[0]).toMatchObject({ outcome: 'DROPPED', reason: 'OWN_LISTING' });
    expect(record).toMatchObject({ subtotal: '0.0', fee: '0.0', total: '0.0' });
  });

  it('refuses a checkout without a key, or signed out', async () => {
    const buyer = await createWalletUser(t, { balance: '100' });
    const { body } = await signedCheckout(buyer, [itemOf(await listed('30.00'))]);

    const withoutKey = await t.app.inject({ method: 'POST', url: '/api/users/self/cart/checkouts', headers: t.bearer(buyer.token), payload: body });
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/users/self/cart/checkouts',
      headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: body,
    });

    expect(withoutKey.statusCode).toBe(400);
    expect(signedOut.statusCode).toBe(401);
  });
});
