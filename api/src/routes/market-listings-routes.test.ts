import { and, count, eq } from 'drizzle-orm';
import { collectibles, listings, users } from '../db/schema.js';
import { SEED_SETS } from '../seed/seed-catalogue-stock.js';
import { marketRuns } from '../seed/seed-market.js';
import { SEED_MARKET_SETS } from '../seed/seed-market-stock.js';
import { seededCollector, seededListingId, seedSet, setListingStatus } from '../testing/catalogue-fixtures.js';
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

interface Listing {
  id: string;
  price: string;
  status: string;
  createdAt: string;
  seller: { id: string };
  collectible: { setId: string; name: string; rarity: string };
}

function get(url: string, token: string | null = null, headers: Record<string, string> = {}) {
  const auth = authHeaders(t, token).headers ?? {};
  return t.app.inject({ method: 'GET', url, headers: { ...auth, ...headers } });
}

const LISTINGS = '/api/merchants/diamond-dreams/market/listings';

/** Every record of the search, page after page. */
async function everyListing(query: string, token: string | null = null): Promise<Listing[]> {
  const found: Listing[] = [];
  for (let page = 1; ; page += 1) {
    const answer = (await get(`${LISTINGS}?${query}&pageSize=100&page=${page}`, token)).json().payload;
    found.push(...answer.records);
    if (page >= answer.totalPages) return found;
  }
}

/** ACTIVE market listings the seed gives a merchant: the collector's and the sellers'. */
function seededListingsOf(merchantId: string, keep: (set: { setId: string; name: string }) => boolean = () => true): number {
  const collectors = SEED_SETS.filter((set) => set.merchantId === merchantId && keep(set)).reduce(
    (sum, set) => sum + (set.collector?.marketPrices.length ?? 0),
    0,
  );
  const sellers = marketRuns()
    .filter((run) => run.merchantId === merchantId && keep(run))
    .reduce((sum, run) => sum + run.copies, 0);
  return collectors + sellers;
}

describe('GET /api/merchants/{merchantId}/market/listings', () => {
  it('answers the ACTIVE market listings of the merchant, newest first, a page at a time', async () => {
    const response = await get(`${LISTINGS}?pageSize=24`);

    const page = response.json().payload;
    const times = page.records.map((listing: Listing) => listing.createdAt);
    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({ total: seededListingsOf('diamond-dreams'), page: 1, totalPages: Math.ceil(seededListingsOf('diamond-dreams') / 24) });
    expect(page.records).toHaveLength(24);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.records[0]).toEqual({
      id: expect.any(String),
      merchantId: 'diamond-dreams',
      price: expect.stringMatching(/^\d+(\.\d+)?$/),
      status: 'ACTIVE',
      seller: expect.objectContaining({ id: expect.any(String), displayName: expect.any(String) }),
      createdAt: expect.any(String),
      collectible: expect.objectContaining({ merchantId: 'diamond-dreams', imageUrl: expect.stringMatching(/\.svg$/) }),
    });
  });

  it('pages without repeating or skipping a listing, and answers none past the last page', async () => {
    const all = await everyListing('sort=PRICE_ASC');
    const past = (await get(`${LISTINGS}?page=500`)).json().payload;

    expect(new Set(all.map((listing) => listing.id)).size).toBe(seededListingsOf('diamond-dreams'));
    expect(past).toMatchObject({ records: [], page: 500, total: seededListingsOf('diamond-dreams') });
  });

  it('sorts by price, cheapest or dearest first', async () => {
    const cheapest = await everyListing('sort=PRICE_ASC');
    const dearest = await everyListing('sort=PRICE_DESC');

    const prices = cheapest.map((listing) => Number(listing.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(dearest.map((listing) => Number(listing.price))).toEqual([...prices].reverse());
  });

  it('searches names without regard to case', async () => {
    const found = await everyListing('q=SAPPHIRE');

    const isSapphire = (set: { name: string }) => set.name.toLowerCase().includes('sapphire');
    expect(found).toHaveLength(seededListingsOf('diamond-dreams', isSapphire));
    expect(new Set(found.map((listing) => listing.collectible.name))).toEqual(new Set(['Sapphire Drop', 'Pink Sapphire Solitaire', 'Sapphire Halo Ring']));
  });

  it('takes the wildcards of a search literally', async () => {
    const percent = (await get(`${LISTINGS}?q=${encodeURIComponent('%')}&pageSize=100`)).json().payload;
    const underscore = (await get(`${LISTINGS}?q=_`)).json().payload;
    const backslash = (await get(`${LISTINGS}?q=${encodeURIComponent('\\')}`)).json().payload;

    expect(new Set(percent.records.map((listing: Listing) => listing.collectible.name))).toEqual(new Set(['Flawless 100% Brilliant']));
    expect(underscore.total).toBe(0);
    expect(backslash.total).toBe(0);
  });

  it('treats a blank search as none', async () => {
    const blank = (await get(`${LISTINGS}?q=%20%20`)).json().payload;

    expect(blank.total).toBe(seededListingsOf('diamond-dreams'));
  });

  it('keeps to the rarities asked', async () => {
    const found = await everyListing('rarity=epic,legendary');

    expect(new Set(found.map((listing) => listing.collectible.rarity))).toEqual(new Set(['epic', 'legendary']));
  });

  it('keeps to a category: the sets filed under it, a copy listed later by anyone included', async () => {
    const lister = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: lister.id, setId: 'dd-ruby-heart', name: 'Ruby Heart', rarity: 'legendary' });
    const [listed] = await t.db
      .insert(listings)
      .values({ kind: 'MARKET', merchantId: 'diamond-dreams', collectibleId, sellerId: lister.id, price: '499.00' })
      .returning({ id: listings.id });

    const rings = await everyListing('categoryId=rings');

    const ringSets = new Set([
      ...SEED_SETS.filter((set) => set.store?.categoryId === 'rings').map((set) => set.setId),
      ...SEED_MARKET_SETS.filter((set) => set.categoryId === 'rings').map((set) => set.setId),
    ]);
    expect(rings.length).toBeGreaterThan(0);
    for (const listing of rings) expect(ringSets).toContain(listing.collectible.setId);
    expect(rings.map((listing) => listing.id)).toContain(listed!.id);
    await setListingStatus(t, listed!.id, 'CANCELLED');
  });

  it('keeps to one stack', async () => {
    const found = await everyListing('setId=dd-sapphire-drop');

    expect(new Set(found.map((listing) => listing.collectible.setId))).toEqual(new Set(['dd-sapphire-drop']));
  });

  it('combines search, filters and sort', async () => {
    const found = await everyListing('q=ring&rarity=epic&categoryId=rings&sort=PRICE_DESC');

    expect(new Set(found.map((listing) => listing.collectible.name))).toEqual(new Set(['Emerald Ring', 'Emerald Cathedral Ring']));
    const prices = found.map((listing) => Number(listing.price));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("leaves out the signed-in viewer's own listings", async () => {
    const asVisitor = (await get(LISTINGS)).json().payload;
    const asCollector = await everyListing('sort=NEWEST', collector.token);

    const collectorsOwn = SEED_SETS.filter((set) => set.merchantId === 'diamond-dreams').reduce(
      (sum, set) => sum + (set.collector?.marketPrices.length ?? 0),
      0,
    );
    expect(asCollector).toHaveLength(asVisitor.total - collectorsOwn);
    expect(asCollector.some((listing) => listing.seller.id === collector.id)).toBe(false);
  });

  it('reads again after a listing is sold, withdrawn or its seller renamed', async () => {
    const listingId = seededListingId('dd-emerald-ring', seedSet('dd-emerald-ring').store!.copies);
    const before = await everyListing('setId=dd-emerald-ring');
    expect(before.map((listing) => listing.id)).toContain(listingId);

    await setListingStatus(t, listingId, 'SOLD');
    const afterSale = await everyListing('setId=dd-emerald-ring');
    await setListingStatus(t, listingId, 'ACTIVE');
    // Read once more, so the answer before the rename is the one kept.
    expect((await everyListing('setId=dd-emerald-ring')).map((listing) => listing.id)).toContain(listingId);
    await t.db.update(users).set({ displayName: 'Collector Renamed' }).where(eq(users.id, collector.id));
    const afterRename = await everyListing('setId=dd-emerald-ring');
    await t.db.update(users).set({ displayName: 'Collector' }).where(eq(users.id, collector.id));

    expect(afterSale.map((listing) => listing.id)).not.toContain(listingId);
    expect(afterRename.find((listing) => listing.id === listingId)?.seller).toMatchObject({ displayName: 'Collector Renamed' });
  });

  it('lets a visitor revalidate with its ETag, and tags no signed-in answer', async () => {
    const first = await get(`${LISTINGS}?rarity=unique`);
    const again = await get(`${LISTINGS}?rarity=unique`, null, { 'if-none-match': String(first.headers.etag) });
    const signedIn = await get(`${LISTINGS}?rarity=unique`, collector.token);

    expect(first.headers.etag).toMatch(/^"/);
    expect(again.statusCode).toBe(304);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers.etag).toBeUndefined();
    expect(first.headers.vary).toMatch(/Authorization/);
  });

  it("answers 404 'Merchant not found' for an inactive or unknown merchant, and 'Category not found' for a category it does not have", async () => {
    expect((await get('/api/merchants/shadow-forge/market/listings')).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
    expect((await get('/api/merchants/nowhere/market/listings')).statusCode).toBe(404);
    expect((await get(`${LISTINGS}?categoryId=weapons`)).json()).toMatchObject({ status: 404, message: 'Category not found' });
  });

  it.each([
    ['?sort=CHEAPEST', /^query\.sort: /],
    ['?sort=price_asc', /^query\.sort: /],
    ['?rarity=gold', /^query\.rarity\.0: /],
    ['?rarity=', /^query\.rarity: /],
    [`?q=${'a'.repeat(65)}`, /^query\.q: At most 64 characters/],
    ['?page=0', /^query\.page: /],
    ['?page=two', /^query\.page: /],
    ['?pageSize=101', /^query\.pageSize: /],
    ['?categoryId=Rings%20%26%20More', /^query\.categoryId: /],
    ['?setId=..%2Fetc', /^query\.setId: /],
    ['?seller=collector', /^query: Unrecognized key/],
    ['?groupBy=COLLECTIBLE', /^query\.groupBy: /],
    ['?groupBy=set', /^query\.groupBy: /],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await get(`${LISTINGS}${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('counts only MARKET listings that stand ACTIVE', async () => {
    const [active] = await t.db
      .select({ listed: count() })
      .from(listings)
      .innerJoin(collectibles, eq(collectibles.id, listings.collectibleId))
      .where(and(eq(listings.merchantId, 'aurum-atelier'), eq(listings.kind, 'MARKET'), eq(listings.status, 'ACTIVE')));

    const answer = (await get('/api/merchants/aurum-atelier/market/listings')).json().payload;

    expect(answer.total).toBe(active!.listed);
  });
});

describe('GET /api/merchants/{merchantId}/market/listings?groupBy=SET', () => {
  interface Stack {
    setId: string;
    name: string;
    rarity: string;
    imageUrl: string;
    listed: number;
    floorPrice: string;
  }

  async function everyStack(query: string, token: string | null = null): Promise<Stack[]> {
    const found: Stack[] = [];
    for (let page = 1; ; page += 1) {
      const answer = (await get(`${LISTINGS}?groupBy=SET&${query}&pageSize=100&page=${page}`, token)).json().payload;
      found.push(...answer.records);
      if (page >= answer.totalPages) return found;
    }
  }

  /** The stacks the ungrouped search implies: per set, how many it found and the cheapest. */
  function stacksOf(found: Listing[]): Map<string, { listed: number; floor: number }> {
    const sets = new Map<string, { listed: number; floor: number }>();
    for (const listing of found) {
      const set = sets.get(listing.collectible.setId) ?? { listed: 0, floor: Number.POSITIVE_INFINITY };
      sets.set(listing.collectible.setId, { listed: set.listed + 1, floor: Math.min(set.floor, Number(listing.price)) });
    }
    return sets;
  }

  it('answers one stack per set over the same listings, with how many are listed and the floor price', async () => {
    const response = await get(`${LISTINGS}?groupBy=SET&pageSize=12`);
    const stacks = await everyStack('sort=NEWEST');
    const expected = stacksOf(await everyListing('sort=NEWEST'));

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({ total: expected.size, page: 1, totalPages: Math.ceil(expected.size / 12) });
    expect(response.json().payload.records).toHaveLength(12);
    expect(response.json().payload.records[0]).toEqual({
      setId: expect.any(String),
      name: expect.any(String),
      rarity: expect.any(String),
      imageUrl: expect.stringMatching(/\.svg$/),
      listed: expect.any(Number),
      floorPrice: expect.stringMatching(/^\d+(\.\d+)?$/),
    });
    expect(new Set(stacks.map((stack) => stack.setId)).size).toBe(stacks.length);
    expect(new Map(stacks.map((stack) => [stack.setId, { listed: stack.listed, floor: Number(stack.floorPrice) }]))).toEqual(expected);
  });

  it('sorts the stacks by floor price either way, and by their newest listing', async () => {
    const cheapest = (await everyStack('sort=PRICE_ASC')).map((stack) => Number(stack.floorPrice));
    const dearest = (await everyStack('sort=PRICE_DESC')).map((stack) => Number(stack.floorPrice));
    const newestFirst = (await everyStack('sort=NEWEST')).map((stack) => stack.setId);

    expect(cheapest).toEqual([...cheapest].sort((a, b) => a - b));
    expect(dearest).toEqual([...cheapest].reverse());
    const newestOfSet = new Map<string, string>();
    for (const listing of await everyListing('sort=NEWEST'))
      if (!newestOfSet.has(listing.collectible.setId)) newestOfSet.set(listing.collectible.setId, listing.createdAt);
    const times = newestFirst.map((setId) => newestOfSet.get(setId)!);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("keeps to the search, rarities and category of the listings, and leaves out the viewer's own", async () => {
    const query = 'q=ring&rarity=epic,legendary&categoryId=rings';
    const grouped = await everyStack(query);
    const asCollector = await everyStack('sort=PRICE_ASC', collector.token);

    expect(new Map(grouped.map((stack) => [stack.setId, { listed: stack.listed, floor: Number(stack.floorPrice) }]))).toEqual(
      stacksOf(await everyListing(query)),
    );
    expect(grouped.length).toBeGreaterThan(0);
    expect(new Map(asCollector.map((stack) => [stack.setId, stack.listed]))).toEqual(
      new Map([...stacksOf(await everyListing('sort=PRICE_ASC', collector.token))].map(([setId, set]) => [setId, set.listed])),
    );
  });

  it("answers 404 'Category not found' for a category the merchant does not have", async () => {
    expect((await get(`${LISTINGS}?groupBy=SET&categoryId=weapons`)).json()).toMatchObject({ status: 404, message: 'Category not found' });
  });
});
