import { buildListingPricesMessage } from '@marketplace/contracts/wire';
import { eq } from 'drizzle-orm';
import { listings } from '../db/schema.js';
import { createListedCollectible, createWalletUser, type WalletUser } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { send } from '../testing/send-request.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
});

afterAll(() => t.close());

const BULK_URL = '/api/users/self/listings/bulk';

type Listed = { collectibleId: string; listingId: string };

/** The seller's wallet signing the new prices together, as the own-listings page asks it to. */
function signPrices(seller: WalletUser, prices: { collectibleId: string; price: string }[]): Promise<string> {
  return seller.wallet.signMessage(buildListingPricesMessage({ prices, sellerAddress: seller.wallet.address }));
}

async function listingRow(listingId: string) {
  const [row] = await t.db.select({ price: listings.price, status: listings.status }).from(listings).where(eq(listings.id, listingId));
  return row;
}

async function listSeveral(seller: WalletUser, prices: string[]): Promise<Listed[]> {
  const listed: Listed[] = [];
  for (const price of prices) listed.push(await createListedCollectible(t.db, { price, sellerId: seller.id }));
  return listed;
}

describe('POST /api/users/self/listings/bulk', () => {
  it('reprices two listings under one signature and withdraws a third, answering each result in the order asked', async () => {
    const seller = await createWalletUser(t);
    const [first, second, third] = await listSeveral(seller, ['10.00', '20.00', '30.00']);
    const prices = [
      { collectibleId: first!.collectibleId, price: '12.5' },
      { collectibleId: second!.collectibleId, price: '18' },
    ];

    const response = await send(t, 'POST', BULK_URL, seller.token, {
      changes: [
        { action: 'REPRICE', listingId: first!.listingId, ...prices[0] },
        { action: 'WITHDRAW', listingId: third!.listingId },
        { action: 'REPRICE', listingId: second!.listingId, ...prices[1] },
      ],
      signature: await signPrices(seller, [prices[1]!, prices[0]!]),
    });

    expect(response.statusCode).toBe(200);
    const { results } = response.json().payload;
    expect(results.map((result: { listingId: string; outcome: string; status: string }) => [result.listingId, result.outcome, result.status])).toEqual([
      [first!.listingId, 'REPRICED', 'ACTIVE'],
      [third!.listingId, 'WITHDRAWN', 'CANCELLED'],
      [second!.listingId, 'REPRICED', 'ACTIVE'],
    ]);
    expect(results[0].listing).toMatchObject({ id: first!.listingId, price: '12.5', collectible: { id: first!.collectibleId } });
    expect(await listingRow(first!.listingId)).toEqual({ price: '12.50', status: 'ACTIVE' });
    expect(await listingRow(second!.listingId)).toEqual({ price: '18.00', status: 'ACTIVE' });
    expect(await listingRow(third!.listingId)).toEqual({ price: '30.00', status: 'CANCELLED' });
  });

  it('reports a listing that sold or is reserved meanwhile as refused, with how it stands, and applies the rest', async () => {
    const seller = await createWalletUser(t);
    const [sold, reserved, open] = await listSeveral(seller, ['5.00', '6.00', '7.00']);
    await t.db.update(listings).set({ status: 'SOLD' }).where(eq(listings.id, sold!.listingId));
    await t.db.update(listings).set({ status: 'RESERVED' }).where(eq(listings.id, reserved!.listingId));
    const prices = [
      { collectibleId: sold!.collectibleId, price: '4.00' },
      { collectibleId: open!.collectibleId, price: '6.50' },
    ];

    const response = await send(t, 'POST', BULK_URL, seller.token, {
      changes: [
        { action: 'REPRICE', listingId: sold!.listingId, ...prices[0] },
        { action: 'WITHDRAW', listingId: reserved!.listingId },
        { action: 'REPRICE', listingId: open!.listingId, ...prices[1] },
      ],
      signature: await signPrices(seller, prices),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.results.map((result: { outcome: string; status: string }) => [result.outcome, result.status])).toEqual([
      ['REFUSED', 'SOLD'],
      ['REFUSED', 'RESERVED'],
      ['REPRICED', 'ACTIVE'],
    ]);
    expect(await listingRow(sold!.listingId)).toEqual({ price: '5.00', status: 'SOLD' });
    expect(await listingRow(reserved!.listingId)).toEqual({ price: '6.00', status: 'RESERVED' });
    expect(await listingRow(open!.listingId)).toEqual({ price: '6.50', status: 'ACTIVE' });
  });

  it("refuses someone else's listing as none, telling nothing about it, and leaves it as it was", async () => {
    const seller = await createWalletUser(t);
    const other = await createWalletUser(t);
    const [theirs] = await listSeveral(other, ['9.00']);
    const [mine] = await listSeveral(seller, ['9.00']);

    const response = await send(t, 'POST', BULK_URL, seller.token, {
      changes: [
        { action: 'WITHDRAW', listingId: theirs!.listingId },
        { action: 'WITHDRAW', listingId: mine!.listingId },
      ],
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload.results).toEqual([
      { listingId: theirs!.listingId, outcome: 'REFUSED', status: null, listing: null },
      expect.objectContaining({ listingId: mine!.listingId, outcome: 'WITHDRAWN', status: 'CANCELLED' }),
    ]);
    expect(await listingRow(theirs!.listingId)).toEqual({ price: '9.00', status: 'ACTIVE' });
  });

  it('changes nothing when the signature is of other prices or another wallet', async () => {
    const seller = await createWalletUser(t);
    const stranger = await createWalletUser(t);
    const [listed] = await listSeveral(seller, ['10.00']);
    const change = { action: 'REPRICE', listingId: listed!.listingId, collectibleId: listed!.collectibleId, price: '1.00' };

    const otherPrice = await send(t, 'POST', BULK_URL, seller.token, {
      changes: [change],
      signature: await signPrices(seller, [{ collectibleId: listed!.collectibleId, price: '100.00' }]),
    });
    const otherWallet = await send(t, 'POST', BULK_URL, seller.token, {
      changes: [change],
      signature: await signPrices(stranger, [{ collectibleId: listed!.collectibleId, price: '1.00' }]),
    });

    expect(otherPrice.statusCode).toBe(403);
    expect(otherWallet.statusCode).toBe(403);
    expect(await listingRow(listed!.listingId)).toEqual({ price: '10.00', status: 'ACTIVE' });
  });

  it('refuses a new price signed for another collectible than the listing sells', async () => {
    const seller = await createWalletUser(t);
    const [listed, elsewhere] = await listSeveral(seller, ['10.00', '11.00']);
    const prices = [{ collectibleId: elsewhere!.collectibleId, price: '1.00' }];

    const response = await send(t, 'POST', BULK_URL, seller.token, {
      changes: [{ action: 'REPRICE', listingId: listed!.listingId, ...prices[0] }],
      signature: await signPrices(seller, prices),
    });

    expect(response.json().payload.results[0]).toEqual({ listingId: listed!.listingId, outcome: 'REFUSED', status: null, listing: null });
    expect(await listingRow(listed!.listingId)).toEqual({ price: '10.00', status: 'ACTIVE' });
    expect(await listingRow(elsewhere!.listingId)).toEqual({ price: '11.00', status: 'ACTIVE' });
  });

  it.each([
    ['no change', { changes: [] }],
    ['a listing twice', 'twice'],
    ['a new price without a signature', 'unsigned'],
    ['a signature with withdrawals only', 'signedWithdrawal'],
    ['a price above the spec limit', 'tooDear'],
    ['a price of zero', 'zero'],
    ['more than 50 changes', 'tooMany'],
  ])('answers 400 for %s', async (_case, shape) => {
    const seller = await createWalletUser(t);
    const [listed] = await listSeveral(seller, ['10.00']);
    const reprice = (price: string) => ({ action: 'REPRICE', listingId: listed!.listingId, collectibleId: listed!.collectibleId, price });
    const withdraw = { action: 'WITHDRAW', listingId: listed!.listingId };
    const signature = `0x${'1'.repeat(130)}`;
    const bodies: Record<string, unknown> = {
      twice: { changes: [withdraw, withdraw] },
      unsigned: { changes: [reprice('5.00')] },
      signedWithdrawal: { changes: [withdraw], signature },
      tooDear: { changes: [reprice('100000000000.00')], signature },
      zero: { changes: [reprice('0.00')], signature },
      tooMany: { changes: Array.from({ length: 51 }, () => ({ action: 'WITHDRAW', listingId: crypto.randomUUID() })) },
    };

    const response = await send(t, 'POST', BULK_URL, seller.token, typeof shape === 'string' ? bodies[shape] : shape);

    expect(response.statusCode).toBe(400);
    expect(await listingRow(listed!.listingId)).toEqual({ price: '10.00', status: 'ACTIVE' });
  });

  it('asks to be signed in', async () => {
    const response = await send(t, 'POST', BULK_URL, null, { changes: [{ action: 'WITHDRAW', listingId: crypto.randomUUID() }] });

    expect(response.statusCode).toBe(401);
  });
});
