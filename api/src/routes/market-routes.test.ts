import { SEED_SETS } from '../db/seed-catalogue.js';
import { seedSet, seededCollector, seededListingId, setListingStatus } from '../testing/catalogue-fixtures.js';
import { createCollectible } from '../testing/commerce-fixtures.js';
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
    const response = await get('/api/merchants/diamond-dreams/market');

    const page = response.json().payload;
    const stackedSets = SEED_SETS.filter((set) => set.merchantId === 'diamond-dreams' && (set.collector?.marketPrices.length ?? 0) > 0);
    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({ total: stackedSets.length, page: 1, totalPages: 1 });
    expect(page.records.map((stack: { name: string }) => stack.name)).toEqual(stackedSets.map((set) => set.name).sort());
    expect(page.records.find((stack: { setId: string }) => stack.setId === 'dd-polished-amethyst')).toEqual({
      setId: 'dd-polished-amethyst',
      name: 'Polished Amethyst',
      rarity: 'uncommon',
      imageUrl: '/api/collectible-images/dd-polished-amethyst.svg',
      listed: 3,
      floorPrice: '8.0',
    });
  });

  it('keeps to the rarities asked', async () => {
    const response = await get('/api/merchants/elemental-raiders/market?rarity=legendary,mythic');

    expect(response.json().payload.records.map((stack: { setId: string }) => stack.setId)).toEqual(['er-inferno-scroll', 'er-void-phoenix']);
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
    const response = await get('/api/merchants/diamond-dreams/market/stacks/dd-sapphire-drop');

    const page = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(page.records.map((listing: { price: string }) => listing.price)).toEqual(['22.5', '26.0']);
    expect(page.records[0]).toEqual({
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
    const unlisted = (await get('/api/merchants/diamond-dreams/market/stacks/dd-moonstone-crown')).json().payload;
    const past = (await get('/api/merchants/diamond-dreams/market/stacks/dd-sapphire-drop?page=3&pageSize=1')).json().payload;

    expect(unlisted).toEqual({ total: 0, records: [], page: 1, totalPages: 0 });
    expect(past).toEqual({ total: 2, records: [], page: 3, totalPages: 2 });
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

function cancelListing(token: string | null, listingId: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/users/self/listings/${listingId}`, ...authHeaders(t, token) });
}

describe('POST /api/users/self/listings', () => {
  it("puts the owner's collectible on its merchant's market", async () => {
    const seller = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId: 'dd-test-listing' });

    const response = await createListing(seller.token, { collectibleId, price: '12.34' });

    const listing = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(listing).toMatchObject({ merchantId: 'diamond-dreams', price: '12.34', status: 'ACTIVE', seller: { id: seller.id } });
    const stack = (await get('/api/merchants/diamond-dreams/market/stacks/dd-test-listing')).json().payload;
    expect(stack.records.map((record: { id: string }) => record.id)).toEqual([listing.id]);
    expect((await get(`/api/collectibles/${collectibleId}`)).json().payload.listing).toMatchObject({ id: listing.id, kind: 'MARKET' });
  });

  it("refuses someone else's collectible with 403 and a merchant-held one too", async () => {
    const seller = await t.createUser();
    const othersCollectible = await createCollectible(t.db, { ownerId: collector.id });
    const storeStock = await createCollectible(t.db, { ownerId: null });

    const response = await createListing(seller.token, { collectibleId: othersCollectible, price: '1.00' });

    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Not your collectible');
    expect((await createListing(seller.token, { collectibleId: storeStock, price: '1.00' })).statusCode).toBe(403);
  });

  it('refuses a collectible already on sale with 409', async () => {
    const seller = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    await createListing(seller.token, { collectibleId, price: '5.00' });

    const response = await createListing(seller.token, { collectibleId, price: '6.00' });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Collectible already listed');
  });

  it('answers 404 for a collectible that does not exist, and for one of an inactive merchant', async () => {
    const seller = await t.createUser();
    const inactiveMerchants = await createCollectible(t.db, { ownerId: seller.id, merchantId: 'shadow-forge' });

    const missing = await createListing(seller.token, { collectibleId: '00000000-0000-4000-8000-000000000000', price: '1.00' });
    const inactive = await createListing(seller.token, { collectibleId: inactiveMerchants, price: '1.00' });

    expect(missing.json()).toMatchObject({ status: 404, message: 'Collectible not found' });
    expect(inactive.json()).toMatchObject({ status: 404, message: 'Merchant not found' });
  });

  it.each([
    [{ collectibleId: 'abc', price: '1.00' }, /^body\.collectibleId: /],
    [{ price: '1.00' }, /^body\.collectibleId: /],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000' }, /^body\.price: /],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000', price: 5 }, /^body\.price: /],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000', price: '0.00' }, /^body\.price: The price must be more than 0/],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000', price: '-1' }, /^body\.price: /],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000', price: '1.234' }, /^body\.price: /],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000', price: '100000000000.00' }, /^body\.price: /],
    [{ collectibleId: '00000000-0000-4000-8000-000000000000', price: '1', sellerId: 'x' }, /^body: Unrecognized key/],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await createListing(t.demo.token, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('accepts the highest price of spec §5', async () => {
    const seller = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });

    const response = await createListing(seller.token, { collectibleId, price: '99999999999.99' });

    expect(response.json().payload.price).toBe('99999999999.99');
  });

  it('answers 401 without a token and to an expired one', async () => {
    const seller = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });

    expect((await createListing(null, { collectibleId, price: '1.00' })).statusCode).toBe(401);
    expect((await createListing(await t.expiredTokenFor(seller.id), { collectibleId, price: '1.00' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/self/listings/{id}', () => {
  async function listedBy(seller: { id: string; token: string }): Promise<string> {
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId: 'dd-test-cancel' });
    return (await createListing(seller.token, { collectibleId, price: '3.00' })).json().payload.id;
  }

  it('withdraws the listing from the market', async () => {
    const seller = await t.createUser();
    const listingId = await listedBy(seller);

    const response = await cancelListing(seller.token, listingId);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ id: listingId, status: 'CANCELLED' });
    const stack = (await get('/api/merchants/diamond-dreams/market/stacks/dd-test-cancel')).json().payload;
    expect(stack.records.map((record: { id: string }) => record.id)).not.toContain(listingId);
  });

  it('lets the owner list the collectible again once withdrawn', async () => {
    const seller = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: seller.id });
    const first = (await createListing(seller.token, { collectibleId, price: '3.00' })).json().payload.id;
    await cancelListing(seller.token, first);

    const response = await createListing(seller.token, { collectibleId, price: '4.00' });

    expect(response.statusCode).toBe(200);
  });

  it("answers 404 for another user's listing and for a store listing, and leaves them on sale", async () => {
    const seller = await t.createUser();
    const other = await t.createUser();
    const listingId = await listedBy(seller);
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
    const seller = await t.createUser();
    const listingId = await listedBy(seller);
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
    const seller = await t.createUser();
    const listingId = await listedBy(seller);

    expect((await cancelListing(null, listingId)).statusCode).toBe(401);
    expect((await cancelListing(await t.expiredTokenFor(seller.id), listingId)).statusCode).toBe(401);
  });
});
