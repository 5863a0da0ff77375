import { SEED_SETS } from '../seed/seed-catalogue-stock.js';
import { seededCategoryAnswers, seedSet, seededListingId, setListingStatus } from '../testing/catalogue-fixtures.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';
import { authHeaders } from '../testing/send-request.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
});

afterAll(() => t.close());

function get(url: string, token: string | null = null) {
  return t.app.inject({ method: 'GET', url, ...authHeaders(t, token) });
}

const storeCopies = (merchantId: string, categoryId?: string) =>
  SEED_SETS.filter((set) => set.merchantId === merchantId && set.store && (!categoryId || set.store.categoryId === categoryId)).reduce(
    (sum, set) => sum + set.store!.copies,
    0,
  );

describe('GET /api/merchants/{merchantId}/store/categories', () => {
  it("answers the merchant's store categories in its order", async () => {
    const response = await get('/api/merchants/diamond-dreams/store/categories');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual(seededCategoryAnswers('STORE', 'diamond-dreams'));
  });

  it.each(['shadow-forge', 'no-such-merchant'])("answers 404 'Merchant not found' for %s (spec §8)", async (merchantId) => {
    const response = await get(`/api/merchants/${merchantId}/store/categories`);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, message: 'Merchant not found', payload: null });
  });

  it('refuses a malformed merchant id with 400 naming it', async () => {
    const response = await get('/api/merchants/Diamond_Dreams/store/categories');

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^params\.merchantId: /);
  });
});

describe('GET /api/merchants/{merchantId}/store', () => {
  it('answers the items on sale, cheapest first, 10 to a page', async () => {
    const response = await get('/api/merchants/elemental-raiders/store');

    const page = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(page).toMatchObject({ total: storeCopies('elemental-raiders'), page: 1, totalPages: Math.ceil(storeCopies('elemental-raiders') / 10) });
    const prices = page.records.map((item: { price: string }) => Number(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(page.records[0]).toEqual({
      id: expect.any(String),
      merchantId: 'elemental-raiders',
      categoryId: 'spells',
      price: '0.8',
      status: 'ACTIVE',
      collectible: expect.objectContaining({ setId: 'er-spirit-shard', ownerId: null }),
      supplyLeft: seedSet('er-spirit-shard').store!.copies,
      playersOnly: false,
    });
  });

  it('keeps to one category when asked', async () => {
    const response = await get('/api/merchants/diamond-dreams/store?categoryId=crowns');

    const page = response.json().payload;
    expect(page.total).toBe(storeCopies('diamond-dreams', 'crowns'));
    expect(page.records.every((item: { categoryId: string }) => item.categoryId === 'crowns')).toBe(true);
  });

  it('leaves out items no longer on sale', async () => {
    const soldId = seededListingId('aa-opal-tiara', 0);
    await setListingStatus(t, soldId, 'SOLD');

    const response = await get('/api/merchants/aurum-atelier/store?pageSize=100');

    expect(response.json().payload.records.map((item: { id: string }) => item.id)).not.toContain(soldId);
  });

  it('pages without overlap and answers no records past the last page', async () => {
    const first = (await get('/api/merchants/diamond-dreams/store?pageSize=5')).json().payload;
    const second = (await get('/api/merchants/diamond-dreams/store?pageSize=5&page=2')).json().payload;
    const past = (await get('/api/merchants/diamond-dreams/store?pageSize=5&page=50')).json().payload;

    const firstIds = first.records.map((item: { id: string }) => item.id);
    expect(second.records.some((item: { id: string }) => firstIds.includes(item.id))).toBe(false);
    expect(past).toMatchObject({ records: [], page: 50, total: first.total });
  });

  it('answers one item per set with groupBy=SET: its cheapest copy and how many copies are left', async () => {
    const response = await get('/api/merchants/diamond-dreams/store?groupBy=SET&pageSize=100');

    const page = response.json().payload;
    const sets = SEED_SETS.filter((set) => set.merchantId === 'diamond-dreams' && set.store);
    expect(response.statusCode).toBe(200);
    expect(page.total).toBe(sets.length);
    expect(page.records.map((item: { collectible: { setId: string } }) => item.collectible.setId).sort()).toEqual(sets.map((set) => set.setId).sort());
    for (const item of page.records) expect(item.supplyLeft).toBe(seedSet(item.collectible.setId).store!.copies);
    const prices = page.records.map((item: { price: string }) => Number(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts only the copies still on sale in supplyLeft, and offers the next copy once one is sold', async () => {
    const [first, second] = [seededListingId('dd-rough-quartz', 0), seededListingId('dd-rough-quartz', 1)];
    await setListingStatus(t, first, 'SOLD');

    const grouped = (await get('/api/merchants/diamond-dreams/store?groupBy=SET&categoryId=gemstones&pageSize=100')).json().payload;
    const quartz = grouped.records.find((item: { collectible: { setId: string } }) => item.collectible.setId === 'dd-rough-quartz');
    const sold = (await get(`/api/merchants/diamond-dreams/store/${first}`)).json().payload;

    expect(quartz).toMatchObject({ id: second, supplyLeft: seedSet('dd-rough-quartz').store!.copies - 1 });
    expect(sold).toMatchObject({ status: 'SOLD', supplyLeft: seedSet('dd-rough-quartz').store!.copies - 1 });
    await setListingStatus(t, first, 'ACTIVE');
  });

  it('pages sets without overlap when grouped', async () => {
    const first = (await get('/api/merchants/diamond-dreams/store?groupBy=SET&pageSize=3')).json().payload;
    const second = (await get('/api/merchants/diamond-dreams/store?groupBy=SET&pageSize=3&page=2')).json().payload;

    const firstSets = first.records.map((item: { collectible: { setId: string } }) => item.collectible.setId);
    expect(first.records).toHaveLength(3);
    expect(first.totalPages).toBe(Math.ceil(first.total / 3));
    expect(second.records.some((item: { collectible: { setId: string } }) => firstSets.includes(item.collectible.setId))).toBe(false);
  });

  it('answers 404 for a category the merchant does not have', async () => {
    const response = await get('/api/merchants/diamond-dreams/store?categoryId=weapons');

    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Category not found');
  });

  it("answers 404 'Merchant not found' for an inactive merchant", async () => {
    expect((await get('/api/merchants/shadow-forge/store')).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
  });

  it.each([
    ['?page=0', /^query\.page: /],
    ['?pageSize=101', /^query\.pageSize: /],
    ['?categoryId=Gems!', /^query\.categoryId: /],
    ['?rarity=rare', /^query: Unrecognized key/],
    ['?groupBy=COLLECTIBLE', /^query\.groupBy: /],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await get(`/api/merchants/diamond-dreams/store${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('GET /api/merchants/{merchantId}/store/{listingId}', () => {
  it('answers one store item', async () => {
    const response = await get(`/api/merchants/diamond-dreams/store/${seededListingId('dd-moonstone-crown', 0)}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      price: '4800.0',
      categoryId: 'crowns',
      collectible: { name: 'Moonstone Crown', rarity: 'mythic' },
      supplyLeft: seedSet('dd-moonstone-crown').store!.copies,
    });
  });

  it('marks the items of a players-only category (spec §6) and only those, for visitors too', async () => {
    const reward = await get(`/api/merchants/elemental-raiders/store/${seededListingId('er-raider-war-banner', 0)}`);
    const weapon = await get(`/api/merchants/elemental-raiders/store/${seededListingId('er-storm-bow', 0)}`);

    expect(reward.statusCode).toBe(200);
    expect(reward.json().payload).toMatchObject({ categoryId: 'raider-rewards', playersOnly: true, collectible: { name: 'Raider War Banner' } });
    expect(weapon.json().payload).toMatchObject({ categoryId: 'weapons', playersOnly: false });
    const rewards = await get('/api/merchants/elemental-raiders/store?categoryId=raider-rewards&groupBy=SET');
    expect(rewards.json().payload.records.map((item: { playersOnly: boolean }) => item.playersOnly)).toEqual([true, true]);
  });

  it('answers 404 for a listing of another merchant or of the market', async () => {
    const otherMerchant = await get(`/api/merchants/aurum-atelier/store/${seededListingId('dd-moonstone-crown', 0)}`);
    const marketListing = await get(`/api/merchants/diamond-dreams/store/${seededListingId('dd-ruby-heart', seedSet('dd-ruby-heart').store!.copies)}`);

    expect(otherMerchant.statusCode).toBe(404);
    expect(otherMerchant.json().message).toBe('Listing not found');
    expect(marketListing.statusCode).toBe(404);
  });

  it("answers 404 'Merchant not found' for an inactive merchant and 400 for a listing id that is not a UUID", async () => {
    const inactive = await get(`/api/merchants/shadow-forge/store/${seededListingId('dd-moonstone-crown', 0)}`);
    const malformed = await get('/api/merchants/diamond-dreams/store/crown');

    expect(inactive.json().message).toBe('Merchant not found');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/^params\.listingId: /);
  });
});
