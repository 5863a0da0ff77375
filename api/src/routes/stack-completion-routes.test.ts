import { eq } from 'drizzle-orm';
import { collectibles, craftRecipes, listings } from '../db/schema.js';
import { SEED_RECIPES } from '../seed/seed-catalogue-stock.js';
import { seedUuid } from '../seed/seed-uuid.js';
import { seededCollector, seededListingId, seedSet } from '../testing/catalogue-fixtures.js';
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

function get(url: string, token: string | null = null) {
  return t.app.inject({ method: 'GET', url, ...authHeaders(t, token) });
}

const completionOf = (setId: string, token: string | null = null, merchantId = 'diamond-dreams') =>
  get(`/api/merchants/${merchantId}/market/stacks/${setId}/completion`, token);

/** The stack's ACTIVE listings of people other than the viewer, cheapest first. */
async function cheapestListings(setId: string, token: string | null, howMany: number): Promise<Array<{ id: string; price: string }>> {
  const answer = await get(`/api/merchants/diamond-dreams/market/listings?setId=${setId}&sort=PRICE_ASC&pageSize=${howMany}`, token);
  return answer.json().payload.records;
}

/** A set of the test's own, consumed three at a time by a recipe, so its target is 3. */
async function setNeededThreeAtATime(setId: string): Promise<void> {
  await t.db.insert(craftRecipes).values({
    merchantId: 'diamond-dreams',
    categoryId: 'polishing',
    name: `Trio of ${setId}`,
    ingredients: [{ setId, quantity: 3 }],
    result: { name: `Trio of ${setId}`, rarity: 'epic', imageUrl: '/api/collectible-images/trio.svg', properties: {} },
  });
}

async function listedByStranger(setId: string, price: string): Promise<string> {
  const seller = await t.createUser();
  const collectibleId = await createCollectible(t.db, { ownerId: seller.id, setId, name: 'Test Stone', rarity: 'rare' });
  const [listing] = await t.db
    .insert(listings)
    .values({ kind: 'MARKET', merchantId: 'diamond-dreams', collectibleId, sellerId: seller.id, price })
    .returning({ id: listings.id });
  return listing!.id;
}

describe('GET /api/merchants/{merchantId}/market/stacks/{setId}/completion', () => {
  it('tells a visitor the set, the recipes it completes, and what the cheapest listings to complete it cost', async () => {
    const response = await completionOf('dd-rough-quartz');

    const completion = response.json().payload;
    const cheapest = await cheapestListings('dd-rough-quartz', null, 3);
    const uses = SEED_RECIPES.flatMap((recipe) =>
      recipe.ingredients.filter((ingredient) => ingredient.setId === 'dd-rough-quartz').map(({ quantity }) => ({ name: recipe.name, quantity })),
    );
    expect(response.statusCode).toBe(200);
    expect(completion).toMatchObject({
      setId: 'dd-rough-quartz',
      name: 'Rough Quartz',
      rarity: 'common',
      imageUrl: '/api/collectible-images/dd-rough-quartz.svg',
      target: Math.max(...uses.map((use) => use.quantity)),
      owned: [],
      missing: 3,
      unavailable: 0,
    });
    expect(completion.usedBy.map(({ name, quantity }: { name: string; quantity: number }) => ({ name, quantity }))).toEqual(
      [...uses].sort((a, b) => a.name.localeCompare(b.name)),
    );
    expect(completion.cheapest.map((listing: { id: string }) => listing.id)).toEqual(cheapest.map((listing) => listing.id));
    const centsOf = (price: string) => Math.round(Number(price) * 100);
    expect(centsOf(completion.cost)).toBe(cheapest.reduce((sum, listing) => sum + centsOf(listing.price), 0));
  });

  it("counts the signed-in user's copies and prices only the missing ones", async () => {
    const response = await completionOf('dd-rough-quartz', t.demo.token);

    const completion = response.json().payload;
    const demoCopies = seedSet('dd-rough-quartz').demoCopies!;
    const cheapest = await cheapestListings('dd-rough-quartz', t.demo.token, 3 - demoCopies);
    expect(completion.owned).toHaveLength(demoCopies);
    for (const copy of completion.owned) expect(copy).toMatchObject({ collectible: { setId: 'dd-rough-quartz', ownerId: t.demo.id }, listing: null });
    expect(completion.missing).toBe(3 - demoCopies);
    expect(completion.cheapest.map((listing: { id: string }) => listing.id)).toEqual(cheapest.map((listing) => listing.id));
    expect(completion.cost).toBe(cheapest[0]!.price);
  });

  it('says what an owned copy is listed at, and that one copy completes a set no recipe uses', async () => {
    const completion = (await completionOf('dd-heart-of-the-deep', collector.token)).json().payload;

    expect(completion).toMatchObject({ target: 1, usedBy: [], missing: 0, cheapest: [], cost: '0.0', unavailable: 0 });
    expect(completion.owned).toEqual([
      {
        collectible: expect.objectContaining({ setId: 'dd-heart-of-the-deep', ownerId: collector.id }),
        listing: { id: seededListingId('dd-heart-of-the-deep', 0), kind: 'MARKET', status: 'ACTIVE', price: '25000.0' },
      },
    ]);
  });

  it("never counts the viewer's own listings as a way to complete the set", async () => {
    const sellerOfAll = await t.createUser();
    await setNeededThreeAtATime('dd-test-own-stack');
    const ownCopy = await createCollectible(t.db, { ownerId: sellerOfAll.id, setId: 'dd-test-own-stack', name: 'Own Stone' });
    await t.db.insert(listings).values({ kind: 'MARKET', merchantId: 'diamond-dreams', collectibleId: ownCopy, sellerId: sellerOfAll.id, price: '1.00' });

    const completion = (await completionOf('dd-test-own-stack', sellerOfAll.token)).json().payload;

    expect(completion).toMatchObject({ target: 3, missing: 2, cheapest: [], cost: '0.0', unavailable: 2 });
    expect(completion.owned[0].listing).toMatchObject({ status: 'ACTIVE', price: '1.0' });
  });

  it('sums the cost exactly, to the wei, at the largest prices spec §5 allows', async () => {
    await setNeededThreeAtATime('dd-test-dear-stack');
    await listedByStranger('dd-test-dear-stack', '99999999999.99');
    await listedByStranger('dd-test-dear-stack', '0.10');
    await listedByStranger('dd-test-dear-stack', '0.20');

    const completion = (await completionOf('dd-test-dear-stack')).json().payload;

    expect(completion.cost).toBe('100000000000.29');
    expect(completion.cheapest.map((listing: { price: string }) => listing.price)).toEqual(['0.1', '0.2', '99999999999.99']);
  });

  it('says how many missing copies nobody offers', async () => {
    await setNeededThreeAtATime('dd-test-scarce-stack');
    await listedByStranger('dd-test-scarce-stack', '4.00');

    const completion = (await completionOf('dd-test-scarce-stack')).json().payload;

    expect(completion).toMatchObject({ target: 3, missing: 3, cost: '4.0', unavailable: 2 });
    expect(completion.cheapest).toHaveLength(1);
  });

  it('leaves out listings that no longer stand', async () => {
    await setNeededThreeAtATime('dd-test-sold-stack');
    const sold = await listedByStranger('dd-test-sold-stack', '2.00');
    await t.db.update(listings).set({ status: 'SOLD' }).where(eq(listings.id, sold));

    const completion = (await completionOf('dd-test-sold-stack')).json().payload;

    expect(completion).toMatchObject({ missing: 3, cheapest: [], cost: '0.0', unavailable: 3 });
  });

  it('answers a signed-out view to a token that no longer stands', async () => {
    const expired = await t.expiredTokenFor(t.demo.id);

    const completion = (await completionOf('dd-rough-quartz', expired)).json().payload;

    expect(completion.owned).toEqual([]);
  });

  it("answers 404 'Set not found' for a set the merchant does not have, also another merchant's", async () => {
    const [otherMerchants] = await t.db
      .select({ setId: collectibles.setId })
      .from(collectibles)
      .where(eq(collectibles.merchantId, 'elemental-raiders'))
      .limit(1);

    expect((await completionOf('dd-no-such-set')).json()).toMatchObject({ status: 404, message: 'Set not found' });
    expect((await completionOf(otherMerchants!.setId)).statusCode).toBe(404);
  });

  it("answers 404 'Merchant not found' for an inactive merchant and 400 naming a malformed set id", async () => {
    expect((await completionOf('dd-rough-quartz', null, 'shadow-forge')).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
    expect((await completionOf('Rough%20Quartz')).json()).toMatchObject({ status: 400, message: expect.stringMatching(/^params\.setId: /) });
  });

  it('names the seeded recipe that uses the set by its id', async () => {
    const completion = (await completionOf('dd-sapphire-drop')).json().payload;

    expect(completion.usedBy).toEqual([{ recipeId: seedUuid('recipe:dd-royal-parure'), name: 'Royal Parure', quantity: 1 }]);
  });
});
