import { DEFAULT_SHELL_ORIGIN } from '../defaults/default-origins.js';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Wallet } from 'ethers';
import { PRODUCT } from '@marketplace/contracts/wire';
import { gemToWei } from '../ledger/gem-amounts.js';
import { settlePendingTransactions } from '../commerce/settlement.js';
import { balances, collectibles, listings, notifications, offers, transactions, users } from '../db/schema.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import {
  createCollectible,
  createListedCollectible,
  createWalletUser,
  offerThroughApi,
  setGemUsdPrice,
  signOffer,
  signOfferAcceptance,
  type WalletUser,
} from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { send } from '../testing/send-request.js';

let t: TestApp;

// At 0.05 USD per GEM the 0.5 USD fee floor is exactly 10 GEM.
beforeAll(async () => {
  t = await openTestApp({ settleAfterMs: null, rateTickMs: null });
  await setGemUsdPrice(t.db, 0.05);
});

afterAll(() => t.close());

function makeOffer(token: string | null, collectibleId: string, payload: unknown) {
  return send(t, 'POST', `/api/collectibles/${collectibleId}/offers`, token, payload);
}

function listOffers(token: string | null, query: string) {
  return send(t, 'GET', `/api/users/self/offers?${query}`, token);
}

const offerAction = (offerId: string, action: 'accept' | 'decline') => `/api/users/self/offers/${offerId}/${action}`;

/** The owner accepts, signing the offer as it stands, the way the client does. */
async function acceptAs(owner: WalletUser, offerId: string) {
  return send(t, 'POST', offerAction(offerId, 'accept'), owner.token, { signature: await signOfferAcceptance(t.db, owner, offerId) });
}

async function offerStatus(offerId: string) {
  const [offer] = await t.db.select({ status: offers.status }).from(offers).where(eq(offers.id, offerId));
  return offer?.status;
}

async function notificationsOf(userId: string) {
  const rows = await t.db.select().from(notifications).where(eq(notifications.userId, userId));
  return rows.map(({ translationId, params }) => ({ translationId, params }));
}

/** An owner's collectible and a bidder able to pay for it. */
async function ownedCollectible(name = `Owned ${randomUUID().slice(0, 6)}`) {
  const owner = await createWalletUser(t);
  const bidder = await createWalletUser(t, { balance: '500' });
  const collectibleId = await createCollectible(t.db, { ownerId: owner.id, name });
  return { owner, bidder, collectibleId, name };
}

describe('POST /api/collectibles/{id}/offers (extension)', () => {
  it('records the signed offer at its two-decimal price and notifies the owner', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible('Amber Stag');

    const response = await makeOffer(bidder.token, collectibleId, { price: '80', signature: await signOffer(bidder, collectibleId, '80') });

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ collectibleId, bidderId: bidder.id, price: '80.00', status: 'OPEN' });
    expect(await notificationsOf(owner.id)).toEqual([{ translationId: 'offer.received', params: { collectible: 'Amber Stag', price: '80.00' } }]);
  });

  it("refuses a signature that is not the bidder wallet's with 403", async () => {
    const { bidder, collectibleId } = await ownedCollectible();
    const stranger = { ...bidder, wallet: Wallet.createRandom() } as WalletUser;

    const response = await makeOffer(bidder.token, collectibleId, { price: '80', signature: await signOffer(stranger, collectibleId, '80') });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Invalid signature');
  });

  it('refuses a signature of another price with 403', async () => {
    const { bidder, collectibleId } = await ownedCollectible();

    const response = await makeOffer(bidder.token, collectibleId, { price: '80', signature: await signOffer(bidder, collectibleId, '8') });

    expect(response.statusCode).toBe(403);
  });

  it("refuses an offer on the bidder's own collectible, or on merchant stock, with 409", async () => {
    const { owner, collectibleId } = await ownedCollectible();
    const bidder = await createWalletUser(t, { balance: '500' });
    const stock = await createCollectible(t.db, { ownerId: null });

    const own = await makeOffer(owner.token, collectibleId, { price: '80', signature: await signOffer(owner, collectibleId, '80') });
    const merchant = await makeOffer(bidder.token, stock, { price: '80', signature: await signOffer(bidder, stock, '80') });

    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Cannot make an offer on your own collectible');
    expect(merchant.statusCode).toBe(409);
    expect(merchant.json().message).toBe('Collectible is held by the merchant');
  });

  it('answers 404 for an unknown collectible', async () => {
    const bidder = await createWalletUser(t, { balance: '500' });
    const unknown = randomUUID();

    const response = await makeOffer(bidder.token, unknown, { price: '80', signature: await signOffer(bidder, unknown, '80') });

    expect(response.statusCode).toBe(404);
  });

  it('refuses a bidder without a wallet with 409 User address not found', async () => {
    const { bidder, collectibleId } = await ownedCollectible();
    await t.db.update(users).set({ walletAddress: null }).where(eq(users.id, bidder.id));

    const response = await makeOffer(bidder.token, collectibleId, { price: '80', signature: await signOffer(bidder, collectibleId, '80') });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('User address not found');
  });

  it('refuses an offer the bidder cannot pay with fee with 409 Insufficient balance', async () => {
    const { collectibleId } = await ownedCollectible();
    const poor = await createWalletUser(t, { balance: '89.99' });

    const response = await makeOffer(poor.token, collectibleId, { price: '80', signature: await signOffer(poor, collectibleId, '80') });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Insufficient balance');
  });

  it.each([
    [{ price: '0', signature: `0x${'ab'.repeat(65)}` }, /^body\.price: /],
    [{ price: '1.999', signature: `0x${'ab'.repeat(65)}` }, /^body\.price: /],
    [{ price: '100000000000', signature: `0x${'ab'.repeat(65)}` }, /^body\.price: /],
    [{ price: 80, signature: `0x${'ab'.repeat(65)}` }, /^body\.price: /],
    [{ price: '80' }, /^body\.signature: /],
  ])('refuses the body %j with 400 naming the field', async (payload, message) => {
    const { bidder, collectibleId } = await ownedCollectible();

    const response = await makeOffer(bidder.token, collectibleId, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a collectible id that is not a UUID with 400, and answers 401 without a token and to an expired one', async () => {
    const payload = { price: '80', signature: `0x${'ab'.repeat(65)}` };

    const bad = await makeOffer(t.demo.token, 'gem-1', payload);

    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id: /);
    expect((await makeOffer(null, randomUUID(), payload)).statusCode).toBe(401);
    expect((await makeOffer(await t.expiredTokenFor(t.demo.id), randomUUID(), payload)).statusCode).toBe(401);
  });
});

describe('GET /api/users/self/offers', () => {
  it('groups the offers a BUYER made by collectible, newest first, with the best open price', async () => {
    const bidder = await createWalletUser(t, { balance: '1000' });
    const owner = await createWalletUser(t);
    const first = await createCollectible(t.db, { ownerId: owner.id });
    const second = await createCollectible(t.db, { ownerId: owner.id });
    const low = await offerThroughApi(t, bidder, first, '50');
    const high = await offerThroughApi(t, bidder, first, '70');
    const other = await offerThroughApi(t, bidder, second, '60');
    await t.db
      .update(offers)
      .set({ createdAt: new Date(Date.now() - 3000) })
      .where(eq(offers.id, low));
    await t.db
      .update(offers)
      .set({ createdAt: new Date(Date.now() - 2000) })
      .where(eq(offers.id, high));
    await send(t, 'DELETE', `/api/users/self/offers/${high}`, bidder.token);

    const response = await listOffers(bidder.token, 'groupBy=COLLECTIBLE&agent=BUYER');

    expect(response.statusCode).toBe(200);
    const { records, total } = response.json().payload;
    expect(total).toBe(2);
    expect(records.map((group: { collectible: { id: string } }) => group.collectible.id)).toEqual([second, first]);
    expect(records[1].offers.map((offer: { id: string; status: string }) => [offer.id, offer.status])).toEqual([
      [high, 'CANCELLED'],
      [low, 'OPEN'],
    ]);
    expect(records[1].bestPrice).toBe('50.00');
    expect(records[0]).toMatchObject({ bestPrice: '60.00', offers: [{ id: other, price: '60.00' }] });
    expect(records[0].collectible).toMatchObject({ id: second, ownerId: owner.id, rarity: 'rare', merchantId: 'diamond-dreams' });
  });

  it("shows a SELLER the offers of every bidder on their collectibles, and nobody else's", async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const rival = await createWalletUser(t, { balance: '500' });
    await offerThroughApi(t, bidder, collectibleId, '40');
    await offerThroughApi(t, rival, collectibleId, '45');
    const elsewhere = await ownedCollectible();
    await offerThroughApi(t, elsewhere.bidder, elsewhere.collectibleId, '99');

    const response = await listOffers(owner.token, 'groupBy=COLLECTIBLE&agent=SELLER');

    const { records, total } = response.json().payload;
    expect(total).toBe(1);
    expect(records[0].collectible.id).toBe(collectibleId);
    expect(records[0].offers.map((offer: { bidderId: string }) => offer.bidderId).sort()).toEqual([bidder.id, rival.id].sort());
    expect(records[0].bestPrice).toBe('45.00');
  });

  it("keeps to one collectible when asked: all its offers for its owner, only one's own for a bidder", async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const rival = await createWalletUser(t, { balance: '500' });
    const mine = await offerThroughApi(t, bidder, collectibleId, '40');
    const theirs = await offerThroughApi(t, rival, collectibleId, '45');
    const elsewhere = await createCollectible(t.db, { ownerId: owner.id });
    await offerThroughApi(t, bidder, elsewhere, '99');

    const asOwner = (await listOffers(owner.token, `agent=SELLER&collectibleId=${collectibleId}`)).json().payload;
    const asBidder = (await listOffers(bidder.token, `agent=BUYER&collectibleId=${collectibleId}`)).json().payload;
    const asStranger = (await listOffers(rival.token, `agent=SELLER&collectibleId=${collectibleId}`)).json().payload;

    expect(asOwner.total).toBe(1);
    expect(asOwner.records[0].offers.map((offer: { id: string }) => offer.id).sort()).toEqual([mine, theirs].sort());
    expect(asBidder.records[0].offers.map((offer: { id: string }) => offer.id)).toEqual([mine]);
    expect(asStranger).toEqual({ records: [], total: 0 });
  });

  it('pages groups 5 at a time by default (spec §9)', async () => {
    const bidder = await createWalletUser(t, { balance: '1000' });
    const owner = await createWalletUser(t);
    for (let index = 0; index < 6; index += 1) await offerThroughApi(t, bidder, await createCollectible(t.db, { ownerId: owner.id }), '10');

    const first = await listOffers(bidder.token, 'groupBy=COLLECTIBLE&agent=BUYER');
    const second = await listOffers(bidder.token, 'groupBy=COLLECTIBLE&agent=BUYER&page=2');

    expect(first.json().payload.records).toHaveLength(5);
    expect(first.json().payload.total).toBe(6);
    expect(second.json().payload.records).toHaveLength(1);
  });

  it.each([
    ['agent=OWNER', /^query\.agent: /],
    ['groupBy=BIDDER', /^query\.groupBy: /],
    ['pageSize=0', /^query\.pageSize: /],
    ['status=OPEN', /^query: Unrecognized key/],
    ['collectibleId=gem-1', /^query\.collectibleId: /],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await listOffers(t.demo.token, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await listOffers(null, 'agent=BUYER')).statusCode).toBe(401);
    expect((await listOffers(await t.expiredTokenFor(t.demo.id), 'agent=BUYER')).statusCode).toBe(401);
  });
});

describe('POST /api/users/self/offers/{id}/accept (extension)', () => {
  it('takes price plus fee from the bidder, records a PENDING OFFER transaction, cancels the listing and notifies the bidder', async () => {
    const { owner, bidder, collectibleId, name } = await ownedCollectible();
    const [listing] = await t.db
      .insert(listings)
      .values({ kind: 'MARKET', merchantId: 'diamond-dreams', collectibleId, sellerId: owner.id, price: '300.00' })
      .returning({ id: listings.id });
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');

    const response = await acceptAs(owner, offerId);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: offerId, status: 'ACCEPTED' });
    expect(await balanceWeiOfUser(t.db, bidder.id)).toBe(gemToWei('390'));
    const [pending] = await t.db.select().from(transactions).where(eq(transactions.collectibleId, collectibleId));
    expect(pending).toMatchObject({ kind: 'OFFER', status: 'PENDING', fromUserId: bidder.id, toUserId: owner.id, amountWei: gemToWei('100').toString() });
    const [cancelled] = await t.db.select({ status: listings.status }).from(listings).where(eq(listings.id, listing!.id));
    expect(cancelled?.status).toBe('CANCELLED');
    expect(await notificationsOf(bidder.id)).toEqual([{ translationId: 'offer.accepted', params: { collectible: name, price: '100.00' } }]);
  });

  it('hands the collectible over at settlement, pays the owner and declines the other open offers', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const rival = await createWalletUser(t, { balance: '500' });
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    const rivalOffer = await offerThroughApi(t, rival, collectibleId, '90');
    await acceptAs(owner, offerId);
    expect(await offerStatus(rivalOffer)).toBe('OPEN');

    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    const [collectible] = await t.db.select({ ownerId: collectibles.ownerId }).from(collectibles).where(eq(collectibles.id, collectibleId));
    expect(collectible?.ownerId).toBe(bidder.id);
    expect(await balanceWeiOfUser(t.db, owner.id)).toBe(gemToWei('100'));
    expect(await offerStatus(rivalOffer)).toBe('DECLINED');
  });

  it('refuses with 409 Insufficient balance when the bidder can no longer pay, and leaves the offer open', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    await t.db
      .update(balances)
      .set({ amountWei: gemToWei('109.99').toString() })
      .where(and(eq(balances.userId, bidder.id), eq(balances.product, PRODUCT)));

    const response = await acceptAs(owner, offerId);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Insufficient balance');
    expect(await offerStatus(offerId)).toBe('OPEN');
    expect(await t.db.select().from(transactions).where(eq(transactions.collectibleId, collectibleId))).toEqual([]);
  });

  it('refuses a second sale while the first awaits settlement with 409', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const rival = await createWalletUser(t, { balance: '500' });
    const first = await offerThroughApi(t, bidder, collectibleId, '100');
    const second = await offerThroughApi(t, rival, collectibleId, '120');
    await acceptAs(owner, first);

    const response = await acceptAs(owner, second);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Collectible is already being transferred');
    expect(await balanceWeiOfUser(t.db, rival.id)).toBe(gemToWei('500'));
  });

  it('refuses while a buyer holds the listing reserved with 409', async () => {
    const seller = await createWalletUser(t);
    const buyer = await createWalletUser(t, { balance: '500' });
    const bidder = await createWalletUser(t, { balance: '500' });
    const { collectibleId } = await createListedCollectible(t.db, { price: '100.00', sellerId: seller.id });
    const offerId = await offerThroughApi(t, bidder, collectibleId, '90');
    await send(t, 'POST', `/api/users/self/mints/${randomUUID()}/purchases`, buyer.token, { collectibleId });

    const response = await acceptAs(seller, offerId);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Collectible is being bought');
  });

  it("refuses a signature that is not the owner wallet's, or accepts another offer, with 403, and moves nothing", async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    const otherOffer = await offerThroughApi(t, bidder, collectibleId, '101');
    const stranger = { ...owner, wallet: Wallet.createRandom() } as WalletUser;

    const otherWallet = await send(t, 'POST', offerAction(offerId, 'accept'), owner.token, { signature: await signOfferAcceptance(t.db, stranger, offerId) });
    const replayed = await send(t, 'POST', offerAction(offerId, 'accept'), owner.token, { signature: await signOfferAcceptance(t.db, owner, otherOffer) });

    expect([otherWallet.statusCode, replayed.statusCode]).toEqual([403, 403]);
    expect(otherWallet.json().message).toBe('Invalid signature');
    expect(await offerStatus(offerId)).toBe('OPEN');
    expect(await balanceWeiOfUser(t.db, bidder.id)).toBe(gemToWei('500'));
  });

  it.each([
    [undefined, /^body: /],
    [{}, /^body\.signature: /],
    [{ signature: '0xabc' }, /^body\.signature: /],
    [{ signature: `0x${'ab'.repeat(65)}`, price: '1' }, /^body: Unrecognized key/],
  ])('refuses the body %j with 400 naming the field', async (payload, message) => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');

    const response = await send(t, 'POST', offerAction(offerId, 'accept'), owner.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
    expect(await offerStatus(offerId)).toBe('OPEN');
  });

  it('moves price and fee as a sale does: the bidder pays both, the owner is credited the price, the fee stays with the marketplace', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    // 5 % of 400 is 20 GEM, above the 10 GEM floor at 0.05 USD.
    const offerId = await offerThroughApi(t, bidder, collectibleId, '400');

    await acceptAs(owner, offerId);
    await settlePendingTransactions(t.db, { shellOrigin: DEFAULT_SHELL_ORIGIN });

    expect(await balanceWeiOfUser(t.db, bidder.id)).toBe(gemToWei('80'));
    expect(await balanceWeiOfUser(t.db, owner.id)).toBe(gemToWei('400'));
    const [settled] = await t.db.select().from(transactions).where(eq(transactions.collectibleId, collectibleId));
    expect(settled).toMatchObject({ status: 'COMPLETE', amountWei: gemToWei('400').toString(), feeWei: gemToWei('20').toString() });
  });

  it('refuses an offer that is no longer open with 409', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    await send(t, 'POST', offerAction(offerId, 'decline'), owner.token);

    const response = await acceptAs(owner, offerId);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Offer is not open');
  });

  it('answers 404 to anyone but the owner, the bidder included', async () => {
    const { bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    const stranger = await createWalletUser(t);

    const byBidder = await acceptAs(bidder, offerId);
    const byStranger = await acceptAs(stranger, offerId);

    expect(byBidder.statusCode).toBe(404);
    expect(byStranger.statusCode).toBe(404);
    expect(await offerStatus(offerId)).toBe('OPEN');
  });

  it('refuses an id that is not a UUID with 400, and answers 401 without a token and to an expired one', async () => {
    const bad = await send(t, 'POST', offerAction('7', 'accept'), t.demo.token);

    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id: /);
    expect((await send(t, 'POST', offerAction(randomUUID(), 'accept'), null)).statusCode).toBe(401);
    expect((await send(t, 'POST', offerAction(randomUUID(), 'accept'), await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});

describe('POST /api/users/self/offers/{id}/decline (extension)', () => {
  it('declines the offer and notifies the bidder', async () => {
    const { owner, bidder, collectibleId, name } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');

    const response = await send(t, 'POST', offerAction(offerId, 'decline'), owner.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: offerId, status: 'DECLINED' });
    expect(await notificationsOf(bidder.id)).toEqual([{ translationId: 'offer.declined', params: { collectible: name, price: '100.00' } }]);
  });

  it('answers 404 to anyone but the owner, and 409 for an offer no longer open', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');
    await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, bidder.token);

    const byBidder = await send(t, 'POST', offerAction(offerId, 'decline'), bidder.token);
    const closed = await send(t, 'POST', offerAction(offerId, 'decline'), owner.token);

    expect(byBidder.statusCode).toBe(404);
    expect(closed.statusCode).toBe(409);
  });

  it('refuses an id that is not a UUID with 400, and answers 401 without a token and to an expired one', async () => {
    expect((await send(t, 'POST', offerAction('x', 'decline'), t.demo.token)).statusCode).toBe(400);
    expect((await send(t, 'POST', offerAction(randomUUID(), 'decline'), null)).statusCode).toBe(401);
    expect((await send(t, 'POST', offerAction(randomUUID(), 'decline'), await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/self/offers/{id} (extension)', () => {
  it("withdraws the bidder's open offer", async () => {
    const { bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');

    const response = await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, bidder.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: offerId, status: 'CANCELLED' });
  });

  it('answers 404 to anyone but the bidder, the owner included, and 409 once it is closed', async () => {
    const { owner, bidder, collectibleId } = await ownedCollectible();
    const offerId = await offerThroughApi(t, bidder, collectibleId, '100');

    const byOwner = await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, owner.token);
    await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, bidder.token);
    const again = await send(t, 'DELETE', `/api/users/self/offers/${offerId}`, bidder.token);

    expect(byOwner.statusCode).toBe(404);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Offer is not open');
  });

  it('refuses an id that is not a UUID with 400, and answers 401 without a token and to an expired one', async () => {
    expect((await send(t, 'DELETE', '/api/users/self/offers/x', t.demo.token)).statusCode).toBe(400);
    expect((await send(t, 'DELETE', `/api/users/self/offers/${randomUUID()}`, null)).statusCode).toBe(401);
    expect((await send(t, 'DELETE', `/api/users/self/offers/${randomUUID()}`, await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});
