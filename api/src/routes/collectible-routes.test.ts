import { RARITY_TIERS } from '@marketplace/contracts/wire';
import { offers, transactions } from '../db/schema.js';
import { SEED_SETS } from '../seed/seed-catalogue-stock.js';
import { seedSet, seededCollectibleId, seededCollector } from '../testing/catalogue-fixtures.js';
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

const collectorCopies = (merchantId?: string) =>
  SEED_SETS.filter((set) => !merchantId || set.merchantId === merchantId).reduce((sum, set) => sum + (set.collector?.copies ?? 0), 0);

function getCollection(userId: string, query = '', token: string | null = null) {
  return t.app.inject({ method: 'GET', url: `/api/users/${userId}/collectibles${query}`, ...authHeaders(t, token) });
}

describe('GET /api/users/{id}/collectibles', () => {
  it('answers the first 10, newest first, with the total and page count (spec §3, §9)', async () => {
    const response = await getCollection(collector.id);

    const page = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({ total: collectorCopies(), page: 1, totalPages: Math.ceil(collectorCopies() / 10) });
    expect(page.records).toHaveLength(10);
    const times = page.records.map((record: { receivedTime: string }) => record.receivedTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(page.records.every((record: { ownerId: string }) => record.ownerId === collector.id)).toBe(true);
  });

  it('answers one collectible with everything a card shows', async () => {
    const response = await getCollection(collector.id, '?merchantId=diamond-dreams&pageSize=100');

    const heart = response.json().payload.records.find((record: { setId: string }) => record.setId === 'dd-heart-of-the-deep');
    expect(heart).toEqual({
      id: expect.any(String),
      merchantId: 'diamond-dreams',
      setId: 'dd-heart-of-the-deep',
      name: 'Heart of the Deep',
      rarity: 'unique',
      imageUrl: '/api/collectible-images/dd-heart-of-the-deep.svg',
      properties: { cut: 'brilliant', carat: '42.0', color: 'blue', edition: 'genesis', serial: '1/1' },
      ownerId: collector.id,
      receivedTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      openOffers: expect.any(Number),
    });
  });

  it('counts the open offers on each collectible of the page, and a new offer shows at once (not a cached count)', async () => {
    const owner = await t.createUser();
    const bidder = await t.createUser();
    const wanted = await createCollectible(t.db, { ownerId: owner.id });
    const quiet = await createCollectible(t.db, { ownerId: owner.id });
    const offer = { collectibleId: wanted, bidderId: bidder.id, message: 'offer', signature: '0x00' };
    await t.db.insert(offers).values([
      { ...offer, price: '12.50' },
      { ...offer, price: '99.00', status: 'DECLINED' },
    ]);
    const openOffersOf = async () =>
      Object.fromEntries(
        (await getCollection(owner.id)).json().payload.records.map((record: { id: string; openOffers: number }) => [record.id, record.openOffers]),
      );

    expect(await openOffersOf()).toEqual({ [wanted]: 1, [quiet]: 0 });

    await t.db.insert(offers).values({ ...offer, price: '20.00' });
    expect(await openOffersOf()).toEqual({ [wanted]: 2, [quiet]: 0 });
  });

  it('keeps to one merchant when asked', async () => {
    const response = await getCollection(collector.id, '?merchantId=elemental-raiders&pageSize=100');

    const page = response.json().payload;
    expect(page.total).toBe(collectorCopies('elemental-raiders'));
    expect(new Set(page.records.map((record: { merchantId: string }) => record.merchantId))).toEqual(new Set(['elemental-raiders']));
  });

  it('pages without repeating or skipping, and answers no records past the last page', async () => {
    const all = (await getCollection(collector.id, '?pageSize=100')).json().payload.records.map((record: { id: string }) => record.id);

    const first = (await getCollection(collector.id, '?page=1&pageSize=20')).json().payload;
    const second = (await getCollection(collector.id, '?page=2&pageSize=20')).json().payload;
    const past = (await getCollection(collector.id, '?page=99&pageSize=20')).json().payload;

    expect([...first.records, ...second.records].map((record: { id: string }) => record.id)).toEqual(all);
    expect(past).toEqual({ total: all.length, records: [], page: 99, totalPages: 2 });
  });

  it('sorts by name or rarity in either order', async () => {
    const byName = (await getCollection(collector.id, '?sort=NAME&order=ASC&pageSize=100')).json().payload.records;
    const byRarity = (await getCollection(collector.id, '?sort=RARITY&order=DESC&pageSize=100')).json().payload.records;

    const names = byName.map((record: { name: string }) => record.name);
    expect(names).toEqual([...names].sort());
    const ranks = byRarity.map((record: { rarity: (typeof RARITY_TIERS)[number] }) => RARITY_TIERS.indexOf(record.rarity));
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
  });

  it('filters by rarity and by properties: values of one type widen, types narrow', async () => {
    const rare = (await getCollection(collector.id, '?rarity=mythic,unique&pageSize=100')).json().payload.records;
    const fireOrWater = (await getCollection(t.demo.id, '?property=element:fire,element:water&pageSize=100')).json().payload.records;
    const fireRogue = (await getCollection(t.demo.id, '?property=element:fire,class:rogue&pageSize=100')).json().payload.records;

    expect(new Set(rare.map((record: { rarity: string }) => record.rarity))).toEqual(new Set(['mythic', 'unique']));
    expect(new Set(fireOrWater.map((record: { setId: string }) => record.setId))).toEqual(
      new Set(['er-ember-dagger', 'er-frost-buckler', 'er-tidecaller-staff']),
    );
    expect(fireRogue.map((record: { setId: string }) => record.setId)).toEqual(['er-ember-dagger', 'er-ember-dagger']);
  });

  it("shows anyone's collection, signed in or not (spec §6)", async () => {
    const visitor = await getCollection(t.demo.id);
    const otherUser = await getCollection(t.demo.id, '', collector.token);

    expect(visitor.statusCode).toBe(200);
    expect(otherUser.json().payload).toEqual(visitor.json().payload);
  });

  it('answers an empty first page for a user without collectibles', async () => {
    const user = await t.createUser();

    const response = await getCollection(user.id);

    expect(response.json().payload).toEqual({ total: 0, records: [], page: 1, totalPages: 0 });
  });

  it('shows a collectible the user received on the next read, though the page was read a moment before', async () => {
    const user = await t.createUser();
    expect((await getCollection(user.id)).json().payload.total).toBe(0);

    const received = await createCollectible(t.db, { ownerId: user.id });

    const page = (await getCollection(user.id)).json().payload;
    expect(page.total).toBe(1);
    expect(page.records[0].id).toBe(received);
  });

  it('answers 304 to a client that holds the current page, and the whole page once it changed', async () => {
    const user = await t.createUser();
    const first = await getCollection(user.id);
    const etag = first.headers.etag as string;

    const unchanged = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/collectibles`, headers: { 'if-none-match': etag } });
    await createCollectible(t.db, { ownerId: user.id });
    const changed = await t.app.inject({ method: 'GET', url: `/api/users/${user.id}/collectibles`, headers: { 'if-none-match': etag } });

    expect(first.headers['cache-control']).toBe('no-cache');
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().payload.total).toBe(1);
  });

  it('answers 404 for a user that does not exist', async () => {
    const response = await getCollection('00000000-0000-4000-8000-000000000000');

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('User not found');
  });

  it.each([
    ['/api/users/demo/collectibles', /^params\.id: /],
    ['/api/users/self/collectibles', /^params\.id: /],
  ])('refuses %s with 400: the id must be a UUID', async (url, message) => {
    const response = await t.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it.each([
    ['?page=0', /^query\.page: /],
    ['?page=two', /^query\.page: /],
    ['?pageSize=0', /^query\.pageSize: /],
    ['?pageSize=101', /^query\.pageSize: /],
    ['?sort=PRICE', /^query\.sort: /],
    ['?order=UP', /^query\.order: /],
    ['?merchantId=Diamond_Dreams', /^query\.merchantId: /],
    ['?rarity=shiny', /^query\.rarity\.0: /],
    ['?property=element', /^query\.property\.0: /],
    ['?page=1&page=2', /^query\.page: /],
    ['?colour=red', /^query: Unrecognized key/],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await getCollection(collector.id, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

function getFilters(userId: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/users/${userId}/collectibles/filters${query}` });
}

describe('GET /api/users/{id}/collectibles/filters', () => {
  it('answers the rarities and the values of each asked property type present, with counts', async () => {
    const response = await getFilters(t.demo.id, '?merchantId=elemental-raiders&propertyType=element,class');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual({
      total: 7,
      rarities: [
        { rarity: 'common', count: 5 },
        { rarity: 'uncommon', count: 1 },
        { rarity: 'exotic', count: 1 },
      ],
      properties: [
        {
          type: 'element',
          values: [
            { value: 'fire', count: 2 },
            { value: 'spirit', count: 3 },
            { value: 'water', count: 2 },
          ],
        },
        {
          type: 'class',
          values: [
            { value: 'guardian', count: 1 },
            { value: 'mage', count: 4 },
            { value: 'rogue', count: 2 },
          ],
        },
      ],
    });
  });

  it('orders numeric values as numbers and leaves out types nobody has', async () => {
    const response = await getFilters(collector.id, '?merchantId=elemental-raiders&propertyType=power,carat');

    const [power, carat] = response.json().payload.properties;
    expect(power.values.map((value: { value: string }) => value.value)).toEqual(['3', '8', '14', '27', '41', '66', '120', '200']);
    expect(carat).toEqual({ type: 'carat', values: [] });
  });

  it('answers the rarities only when no property type is asked', async () => {
    const response = await getFilters(collector.id);

    expect(response.json().payload).toMatchObject({ total: collectorCopies(), properties: [] });
  });

  it('answers 404 for a user that does not exist and 400 for an id that is not a UUID', async () => {
    expect((await getFilters('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await getFilters('nobody')).json().message).toMatch(/^params\.id: /);
  });

  it.each([
    ['?propertyType=', /^query\.propertyType: /],
    ['?propertyType=9lives', /^query\.propertyType\.0: /],
    ['?merchantId=%20', /^query\.merchantId: /],
    ['?sort=NAME', /^query: Unrecognized key/],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await getFilters(collector.id, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

function getCollectible(id: string) {
  return t.app.inject({ method: 'GET', url: `/api/collectibles/${id}` });
}

describe('GET /api/collectibles/{id}', () => {
  it('shows store stock with no owner and its store listing', async () => {
    const response = await getCollectible(seededCollectibleId('dd-ruby-heart', 0));

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      setId: 'dd-ruby-heart',
      rarity: 'legendary',
      ownerId: null,
      owner: null,
      listing: { kind: 'STORE', status: 'ACTIVE', price: '450.0' },
      offers: { open: 0, bestPrice: null },
    });
  });

  it("shows the owner's public profile and their market listing", async () => {
    const storeCopies = seedSet('dd-ruby-heart').store!.copies;

    const response = await getCollectible(seededCollectibleId('dd-ruby-heart', storeCopies));

    const detail = response.json().payload;
    expect(detail.owner).toEqual(expect.objectContaining({ id: collector.id, username: 'collector', displayName: 'Collector' }));
    expect(detail.owner).not.toHaveProperty('email');
    expect(detail.listing).toMatchObject({ kind: 'MARKET', status: 'ACTIVE', price: '480.0' });
  });

  it('counts the open offers and names the best one', async () => {
    const bidder = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: collector.id });
    const offer = { collectibleId, bidderId: bidder.id, message: 'offer', signature: '0x00' };
    await t.db.insert(offers).values([
      { ...offer, price: '12.50' },
      { ...offer, price: '30.00' },
      { ...offer, price: '99.00', status: 'DECLINED' },
    ]);

    const response = await getCollectible(collectibleId);

    expect(response.json().payload).toMatchObject({ listing: null, offers: { open: 2, bestPrice: '30.0' } });
  });

  it('names its last completed sale for GEM (a purchase or an accepted offer), null before any', async () => {
    const buyer = await t.createUser();
    const collectibleId = await createCollectible(t.db, { ownerId: buyer.id });
    expect((await getCollectible(collectibleId)).json().payload.lastSale).toBeNull();

    const sale = { collectibleId, fromUserId: buyer.id, toUserId: collector.id, status: 'COMPLETE' as const };
    await t.db.insert(transactions).values([
      { ...sale, kind: 'PURCHASE', amountWei: '450000000000000000000', completedAt: new Date('2026-01-02T10:00:00Z') },
      { ...sale, kind: 'OFFER', amountWei: '512500000000000000000', completedAt: new Date('2026-03-04T10:00:00Z') },
      // Not sales: a purchase still under way, and a craft (no GEM moves), both later.
      { ...sale, kind: 'PURCHASE', amountWei: '999000000000000000000', status: 'PENDING' },
      { ...sale, kind: 'CRAFT', amountWei: '0', completedAt: new Date('2026-05-06T10:00:00Z') },
    ]);

    const response = await getCollectible(collectibleId);

    expect(response.json().payload.lastSale).toEqual({ price: '512.5', time: '2026-03-04T10:00:00.000Z' });
  });

  it('answers 404 for a collectible that does not exist and 400 for an id that is not a UUID', async () => {
    const missing = await getCollectible('00000000-0000-4000-8000-000000000000');
    const malformed = await getCollectible('ruby');

    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Collectible not found');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^params\.id: /);
  });
});
