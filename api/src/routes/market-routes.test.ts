import { Wallet } from 'ethers';
import { SEED_SETS } from '../seed/seed-catalogue-stock.js';
import { marketRuns } from '../seed/seed-market.js';
import { MARKET_COPIES_BY_RARITY } from '../seed/seed-market-stock.js';
import { seedSet, seededCollector, seededListingId, setListingStatus } from '../testing/catalogue-fixtures.js';
import { createCollectible, createWalletUser, signListing, type WalletUser } from '../testing/commerce-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { authHeaders } from '../testing/send-request.js';

let t: TestApp;
let collector: { id: string; token: string };

beforeAll(async () => {
  t = await openTestApp();
  collector = await seededCollector(t);
});

afterAll(() => t.close());

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

/** The seeded market listing of the collector at that position of the set's `marketPrices`. */
const marketListingId = (setId: string, position = 0) => seededListingId(setId, (seedSet(setId).store?.copies ?? 0) + position);

describe('GET /api/merchants/{merchantId}/market', () => {
  it('answers one stack per set on sale, by name, with how many are listed and the cheapest', async () => {
    const response = await get('/api/merchants/diamond-dreams/market?pageSize=100');

    const page = response.json().payload;
    const stackedSets = new Map<string, string>();
    for (const set of SEED_SETS) if (set.merchantId === 'diamond-dreams' && (set.collector?.marketPrices.length ?? 0) > 0) stackedSets.set(set.setId, set.name);
    for (const run of marketRuns()) if (run.merchantId === 'diamond-dreams') stackedSets.set(run.setId, run.name);
    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({ total: stackedSets.size, page: 1, totalPages: 1 });
    expect(page.records.map((stack: { name: string }) => stack.name)).toEqual([...stackedSets.values()].sort());
    // A unique set exists once: the market seed adds no copy of it.
    expect(page.records.find((stack: { setId: string }) => stack.setId === 'dd-heart-of-the-deep')).toEqual({
      setId: 'dd-heart-of-the-deep',
      name: 'Heart of the Deep',
      rarity: 'unique',
      imageUrl: '/api/collectible-images/dd-heart-of-the-deep.svg',
      listed: 1,
      floorPrice: '25000.0',
    });
  });

  it('keeps to the rarities asked', async () => {
    const response = await get('/api/merchants/elemental-raiders/market?rarity=legendary,mythic');

    expect(response.json().payload.records.map((stack: { setId: string }) => stack.setId)).toEqual([
      'er-dragonfire-scroll',
      'er-inferno-scroll',
      'er-void-phoenix',
    ]);
  });

  it('pages the stacks and answers none past the last page', async () => {
    const first = (await get('/api/merchants/elemental-raiders/market?pageSize=2')).json().payload;
    const past = (await get('/api/merchants/elemental-raiders/market?pageSize=2&page=40')).json().payload;

    expect(first.records).toHaveLength(2);
    expect(first.totalPages).toBe(Math.ceil(first.total / 2));
    expect(past).toMatchObject({ records: [], page: 40, total: first.total });
  });

  it("answers 404 'Merchant not found' for an inactive or unknown merchant", async () => {
    expect((await get('/api/merchants/shadow-forge/market')).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
    expect((await get('/api/merchants/nowhere/market')).statusCode).toBe(404);
  });

  it.each([
    ['?rarity=gold', /^query\.rarity\.0: /],
    ['?page=-1', /^query\.page: /],
    ['?pageSize=1000', /^query\.pageSize: /],
    ['?categoryId=rings', /^query: Unrecognized key/],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await get(`/api/merchants/diamond-dreams/market${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('GET /api/merchants/{merchantId}/market/stacks/{setId}', () => {
  it('answers the listings of the stack, cheapest first, with their sellers', async () => {
    const response = await get('/api/merchants/diamond-dreams/market/stacks/dd-sapphire-drop?pageSize=100');

    const page = response.json().payload;
    const prices = page.records.map((listing: { price: string }) => Number(listing.price));
    expect(response.statusCode).toBe(200);
    expect(page.total).toBe(seedSet('dd-sapphire-drop').collector!.marketPrices.length + MARKET_COPIES_BY_RARITY.rare);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.records.find((listing: { id: string }) => listing.id === marketListingId('dd-sapphire-drop', 0))).toEqual({
      id: marketListingId('dd-sapphire-drop', 0),
      merchantId: 'diamond-dreams',
      price: '22.5',
      status: 'ACTIVE',
      seller: expect.objectContaining({ id: collector.id, username: 'collector' }),
      createdAt: expect.stringMatching(/^\d{4}-/),
      collectible: expect.objectContaining({ setId: 'dd-sapphire-drop', ownerId: collector.id }),
    });
  });

  it('answers an empty page for a set nobody offers, and pages past the last one', async () => {
    const unlisted = (await get('/api/merchants/diamond-dreams/market/stacks/dd-brilliant-quartz')).json().payload;
    const past = (await get('/api/merchants/diamond-dreams/market/stacks/dd-heart-of-the-deep?page=3&pageSize=1')).json().payload;

    expect(unlisted).toEqual({ total: 0, records: [], page: 1, totalPages: 0 });
    expect(past).toEqual({ total: 1, records: [], page: 3, totalPages: 1 });
  });

  it("answers 404 'Merchant not found' for an inactive merchant", async () => {
    expect((await get('/api/merchants/shadow-forge/market/stacks/dd-sapphire-drop')).statusCode).toBe(404);
  });

  it('refuses a malformed set id or query with 400 naming it', async () => {
    const badSet = await get('/api/merchants/diamond-dreams/market/stacks/Sapphire%20Drop');
    const badQuery = await get('/api/merchants/diamond-dreams/market/stacks/dd-sapphire-drop?pageSize=x');

    expect(badSet.json().message).toMatch(/^params\.setId: /);
    expect(badQuery.json().message).toMatch(/^query\.pageSize: /);
  });
});

describe('GET /api/merchants/{merchantId}/market/{listingId}', () => {
  it('answers one market listing', async () => {
    const response = await get(`/api/merchants/aurum-atelier/market/${marketListingId('aa-atelier-one')}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ price: '48000.0', collectible: { name: 'Atelier One', rarity: 'unique' } });
  });

  it('answers 404 for a store listing or a listing of another merchant', async () => {
    const storeListing = await get(`/api/merchants/aurum-atelier/market/${seededListingId('aa-opal-tiara', 0)}`);
    const otherMerchant = await get(`/api/merchants/diamond-dreams/market/${marketListingId('aa-atelier-one')}`);

    expect(storeListing.json()).toMatchObject({ status: 404, message: 'Listing not found' });
    expect(otherMerchant.statusCode).toBe(404);
  });

  it("answers 404 'Merchant not found' for an inactive merchant and 400 for a listing id that is not a UUID", async () => {
    expect((await get(`/api/merchants/shadow-forge/market/${marketListingId('aa-atelier-one')}`)).json().message).toBe('Merchant not found');
    expect((await get('/api/merchants/aurum-atelier/market/first')).json().message).toMatch(/^params\.listingId: /);
  });
});

function createListing(token: string | null, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/users/self/listings', ...authHeaders(t, token), payload: payload as object });
}

/** The seller lists, signing the terms with their wallet as the client does. */
async function listAs(seller: WalletUser, collectibleId: string, price: string) {
  return createListing(seller.token, { collectibleId, price, signature: await signListing(seller, collectibleId, price) });
}

function repriceListing(token: string | null, listingId: string, payload: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/users/self/listings/${listingId}/price`, ...authHeaders(t, token), payload: payload as object });
}

function cancelListing(token: string | null, listingId: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/users/self/listings/${listingId}`, ...authHeaders(t, token) });
}

/** A signature of the right shape that no wallet made for these terms. */
const FORGED_SIGNATURE = `0x${'ab'.repeat(65)}`;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

/** A wallet user's collectible on the market: its id, its collectible's and the seller. */
async function listedBy(seller: WalletUser, price = '3.00', setId = 'dd-test-cancel'): Promise<{ listingId: string; collectibleId: string }> {
  const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId });
  return { listingId: (await listAs(seller, collectibleId, price)).json().payload.id, collectibleId };
}

describe('POST /api/users/self/listings', () => {
  it("puts the owner's collectible on its merchant's market, signed by the owner's wallet", async () => {
    const seller = await createWalletUser(t);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId: 'dd-test-listing' });

    const response = await listAs(seller, collectibleId, '12.34');

    const listing = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(listing).toMatchObject({ merchantId: 'diamond-dreams', price: '12.34', status: 'ACTIVE', seller: { id: seller.id } });
    const stack = (await get('/api/merchants/diamond-dreams/market/stacks/dd-test-listing')).json().payload;
    expect(stack.records.map((record: { id: string }) => record.id)).toEqual([listing.id]);
    expect((await get(`/api/collectibles/${collectibleId}`)).json().payload.listing).toMatchObject({ id: listing.id, kind: 'MARKET' });
  });

  it("refuses a signature of another wallet or of another price with 403 'Invalid signature', and lists nothing", async () => {
    const seller = await createWalletUser(t);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    const stranger = { ...seller, wallet: Wallet.createRandom() } as WalletUser;

    const otherWallet = await createListing(seller.token, { collectibleId, price: '5.00', signature: await signListing(stranger, collectibleId, '5.00') });
    const otherPrice = await createListing(seller.token, { collectibleId, price: '5.00', signature: await signListing(seller, collectibleId, '0.05') });
    const forged = await createListing(seller.token, { collectibleId, price: '5.00', signature: FORGED_SIGNATURE });

    expect([otherWallet.statusCode, otherPrice.statusCode, forged.statusCode]).toEqual([403, 403, 403]);
    expect(otherWallet.json().message).toBe('Invalid signature');
    expect((await get(`/api/collectibles/${collectibleId}`)).json().payload.listing).toBeNull();
  });

  it("refuses a seller who has no wallet with 409 'User address not found'", async () => {
    const seller = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });

    const response = await createListing(seller.token, { collectibleId, price: '5.00', signature: FORGED_SIGNATURE });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('User address not found');
  });

  it("refuses someone else's collectible with 403 and a merchant-held one too", async () => {
    const seller = await createWalletUser(t);
    const othersCollectible = await createCollectible(t.db, { ownerId: collector.id });
    const storeStock = await createCollectible(t.db, { ownerId: null });

    const response = await listAs(seller, othersCollectible, '1.00');

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Not your collectible');
    expect((await listAs(seller, storeStock, '1.00')).statusCode).toBe(403);
  });

  it('refuses a collectible already on sale with 409', async () => {
    const seller = await createWalletUser(t);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    await listAs(seller, collectibleId, '5.00');

    const response = await listAs(seller, collectibleId, '6.00');

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Collectible already listed');
  });

  it('answers 404 for a collectible that does not exist, and for one of an inactive merchant', async () => {
    const seller = await createWalletUser(t);
    const inactiveMerchants = await createCollectible(t.db, { ownerId: seller.id, merchantId: 'shadow-forge' });

    const missing = await listAs(seller, SOME_ID, '1.00');
    const inactive = await listAs(seller, inactiveMerchants, '1.00');

    expect(missing.json()).toMatchObject({ status: 404, message: 'Collectible not found' });
    expect(inactive.json()).toMatchObject({ status: 404, message: 'Merchant not found' });
  });

  it.each([
    [{ collectibleId: 'abc', price: '1.00', signature: FORGED_SIGNATURE }, /^body\.collectibleId: /],
    [{ price: '1.00', signature: FORGED_SIGNATURE }, /^body\.collectibleId: /],
    [{ collectibleId: SOME_ID, signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ collectibleId: SOME_ID, price: 5, signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ collectibleId: SOME_ID, price: '0.00', signature: FORGED_SIGNATURE }, /^body\.price: The price must be more than 0/],
    [{ collectibleId: SOME_ID, price: '-1', signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ collectibleId: SOME_ID, price: '1.234', signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ collectibleId: SOME_ID, price: '100000000000.00', signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ collectibleId: SOME_ID, price: '1' }, /^body\.signature: /],
    [{ collectibleId: SOME_ID, price: '1', signature: '0x1234' }, /^body\.signature: /],
    [{ collectibleId: SOME_ID, price: '1', signature: FORGED_SIGNATURE, sellerId: 'x' }, /^body: Unrecognized key/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await createListing(t.demo.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('accepts the highest price of spec §5', async () => {
    const seller = await createWalletUser(t);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });

    const response = await listAs(seller, collectibleId, '99999999999.99');

    expect(response.json().payload.price).toBe('99999999999.99');
  });

  it('answers 401 without a token and to an expired one', async () => {
    const seller = await createWalletUser(t);
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    const payload = { collectibleId, price: '1.00', signature: await signListing(seller, collectibleId, '1.00') };

    expect((await createListing(null, payload)).statusCode).toBe(401);
    expect((await createListing(await t.expiredTokenFor(seller.id), payload)).statusCode).toBe(401);
  });
});

describe('PUT /api/users/self/listings/{id}/price (extension)', () => {
  async function repriceAs(seller: WalletUser, listing: { listingId: string; collectibleId: string }, price: string) {
    return repriceListing(seller.token, listing.listingId, { price, signature: await signListing(seller, listing.collectibleId, price) });
  }

  it('puts the new signed price on the listing, where the market and the collectible show it', async () => {
    const seller = await createWalletUser(t);
    const listing = await listedBy(seller, '3.00', 'dd-test-reprice');

    const response = await repriceAs(seller, listing, '4.5');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: listing.listingId, price: '4.5', status: 'ACTIVE' });
    const stack = (await get('/api/merchants/diamond-dreams/market/stacks/dd-test-reprice')).json().payload;
    expect(stack.records.find((record: { id: string }) => record.id === listing.listingId)?.price).toBe('4.5');
    expect((await get(`/api/collectibles/${listing.collectibleId}`)).json().payload.listing.price).toBe('4.5');
  });

  it("refuses a signature of another price or another wallet with 403, and keeps the listing's price", async () => {
    const seller = await createWalletUser(t);
    const listing = await listedBy(seller, '3.00');
    const stranger = { ...seller, wallet: Wallet.createRandom() } as WalletUser;

    const otherPrice = await repriceListing(seller.token, listing.listingId, {
      price: '0.01',
      signature: await signListing(seller, listing.collectibleId, '30'),
    });
    const otherWallet = await repriceAs(stranger, listing, '0.01');

    expect([otherPrice.statusCode, otherWallet.statusCode]).toEqual([403, 403]);
    expect(otherPrice.json().message).toBe('Invalid signature');
    expect((await get(`/api/merchants/diamond-dreams/market/${listing.listingId}`)).json().payload.price).toBe('3.0');
  });

  it.each([
    ['RESERVED', 'Listing is reserved'],
    ['SOLD', 'Listing is sold'],
    ['CANCELLED', 'Listing is cancelled'],
  ] as const)('refuses a %s listing with 409 and leaves its price', async (status, message) => {
    const seller = await createWalletUser(t);
    const listing = await listedBy(seller, '3.00');
    await setListingStatus(t, listing.listingId, status);

    const response = await repriceAs(seller, listing, '9.00');

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
    expect((await get(`/api/merchants/diamond-dreams/market/${listing.listingId}`)).json().payload.price).toBe('3.0');
  });

  it("answers 404 for another user's listing and for a store listing", async () => {
    const seller = await createWalletUser(t);
    const other = await createWalletUser(t);
    const listing = await listedBy(seller);
    const storeListingId = seededListingId('dd-rough-quartz', 0);

    const byOther = await repriceAs(other, listing, '0.01');
    const store = await repriceListing(other.token, storeListingId, { price: '0.01', signature: FORGED_SIGNATURE });

    expect(byOther.json()).toMatchObject({ status: 404, message: 'Listing not found' });
    expect(store.statusCode).toBe(404);
  });

  it.each([
    [{ price: '0', signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ price: '1.999', signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ price: '100000000000', signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ price: 4, signature: FORGED_SIGNATURE }, /^body\.price: /],
    [{ price: '4' }, /^body\.signature: /],
    [{ price: '4', signature: FORGED_SIGNATURE, status: 'SOLD' }, /^body: Unrecognized key/],
  ])('refuses the body %j with 400 naming the field', async (payload, message) => {
    const response = await repriceListing(t.demo.token, SOME_ID, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('refuses a listing id that is not a UUID with 400, and answers 401 without a token and to an expired one', async () => {
    const payload = { price: '4', signature: FORGED_SIGNATURE };

    const bad = await repriceListing(t.demo.token, 'latest', payload);

    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^params\.id: /);
    expect((await repriceListing(null, SOME_ID, payload)).statusCode).toBe(401);
    expect((await repriceListing(await t.expiredTokenFor(t.demo.id), SOME_ID, payload)).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/self/listings/{id}', () => {
  it('withdraws the listing from the market', async () => {
    const seller = await createWalletUser(t);
    const { listingId } = await listedBy(seller);

    const response = await cancelListing(seller.token, listingId);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: listingId, status: 'CANCELLED' });
    const stack = (await get('/api/merchants/diamond-dreams/market/stacks/dd-test-cancel')).json().payload;
    expect(stack.records.map((record: { id: string }) => record.id)).not.toContain(listingId);
  });

  it('lets the owner list the collectible again once withdrawn', async () => {
    const seller = await createWalletUser(t);
    const { listingId, collectibleId } = await listedBy(seller);
    await cancelListing(seller.token, listingId);

    const response = await listAs(seller, collectibleId, '4.00');

    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for another user's listing and for a store listing, and leaves them on sale", async () => {
    const seller = await createWalletUser(t);
    const other = await t.createUser();
    const { listingId } = await listedBy(seller);
    const storeListingId = seededListingId('dd-rough-quartz', 0);

    const response = await cancelListing(other.token, listingId);

    expect(response.json()).toMatchObject({ status: 404, message: 'Listing not found' });
    expect((await cancelListing(t.admin.token, storeListingId)).statusCode).toBe(404);
    expect((await get(`/api/merchants/diamond-dreams/market/${listingId}`)).json().payload.status).toBe('ACTIVE');
  });

  it.each([
    ['RESERVED', 'Listing is reserved'],
    ['SOLD', 'Listing is sold'],
    ['CANCELLED', 'Listing is cancelled'],
  ] as const)('refuses a %s listing with 409', async (status, message) => {
    const seller = await createWalletUser(t);
    const { listingId } = await listedBy(seller);
    await setListingStatus(t, listingId, status);

    const response = await cancelListing(seller.token, listingId);

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message);
  });

  it('refuses a listing id that is not a UUID with 400', async () => {
    const response = await cancelListing(t.demo.token, 'latest');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.id: /);
  });

  it('answers 401 without a token and to an expired one', async () => {
    const seller = await createWalletUser(t);
    const { listingId } = await listedBy(seller);

    expect((await cancelListing(null, listingId)).statusCode).toBe(401);
    expect((await cancelListing(await t.expiredTokenFor(seller.id), listingId)).statusCode).toBe(401);
  });
});

function ownListings(token: string | null, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/users/self/listings${query}`, ...authHeaders(t, token) });
}

describe('GET /api/users/self/listings (extension)', () => {
  it("answers the signed-in person's ACTIVE market listings, newest first, and nobody else's", async () => {
    const seller = await createWalletUser(t);
    const other = await createWalletUser(t);
    const first = await listedBy(seller, '3.00', 'dd-test-own-a');
    const second = await listedBy(seller, '4.50', 'dd-test-own-b');
    const withdrawn = await listedBy(seller, '5.00', 'dd-test-own-c');
    await cancelListing(seller.token, withdrawn.listingId);
    await listedBy(other, '6.00', 'dd-test-own-d');

    const response = await ownListings(seller.token);

    const answer = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(answer.total).toBe(2);
    expect(answer.records.map((listing: { id: string }) => listing.id)).toEqual([second.listingId, first.listingId]);
    expect(answer.records[0]).toEqual({
      id: second.listingId,
      merchantId: 'diamond-dreams',
      price: '4.5',
      status: 'ACTIVE',
      createdAt: expect.any(String),
      collectible: expect.objectContaining({
        id: second.collectibleId,
        setId: 'dd-test-own-b',
        name: expect.any(String),
        rarity: 'rare',
        imageUrl: expect.stringMatching(/\.svg$/),
      }),
    });
    expect((await ownListings(other.token)).json().payload.records).toHaveLength(1);
  });

  it('answers the listings of another status when asked, and none for a person who lists nothing', async () => {
    const seller = await createWalletUser(t);
    const withdrawn = await listedBy(seller, '2.00', 'dd-test-own-e');
    await cancelListing(seller.token, withdrawn.listingId);

    const cancelled = (await ownListings(seller.token, '?status=CANCELLED')).json().payload;
    const nobody = (await ownListings((await t.createUser()).token)).json().payload;

    expect(cancelled.records.map((listing: { id: string; status: string }) => [listing.id, listing.status])).toEqual([[withdrawn.listingId, 'CANCELLED']]);
    expect(nobody).toEqual({ records: [], total: 0 });
  });

  it('pages without repeating or skipping a listing, and answers none past the last page', async () => {
    const seller = await createWalletUser(t);
    const listed = [];
    for (const setId of ['dd-test-own-f', 'dd-test-own-g', 'dd-test-own-h']) listed.push((await listedBy(seller, '1.00', setId)).listingId);

    const pages = await Promise.all([1, 2, 3].map(async (page) => (await ownListings(seller.token, `?page=${page}&pageSize=2`)).json().payload));

    expect(pages.map((page) => page.total)).toEqual([3, 3, 3]);
    expect(pages.map((page) => page.records.length)).toEqual([2, 1, 0]);
    expect(pages.flatMap((page) => page.records.map((listing: { id: string }) => listing.id))).toEqual([...listed].reverse());
  });

  it.each([
    ['?pageSize=0', 'query.pageSize'],
    ['?pageSize=101', 'query.pageSize'],
    ['?page=first', 'query.page'],
    ['?status=ON_SALE', 'query.status'],
    ['?sellerId=00000000-0000-4000-8000-000000000000', 'query'],
  ])('refuses %s with 400', async (query, field) => {
    const response = await ownListings(t.demo.token, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(new RegExp(`^${field.replace('.', '\\.')}`));
  });

  it('answers 401 without a token and to an expired one', async () => {
    expect((await ownListings(null)).statusCode).toBe(401);
    expect((await ownListings(await t.expiredTokenFor(t.demo.id))).statusCode).toBe(401);
  });
});
