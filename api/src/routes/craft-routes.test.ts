import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { listings, users } from '../db/schema.js';
import { SEED_CRAFTER_USER } from '../seed/seed-accounts.js';
import { SEED_RECIPES } from '../seed/seed-catalogue-stock.js';
import { seedUuid } from '../seed/seed-uuid.js';
import { seededCategoryAnswers, seededCollectibleId } from '../testing/catalogue-fixtures.js';
import { FIXTURE_MERCHANT } from '../testing/commerce-fixtures.js';
import { createRecipe, giveCopies, readinessThroughApi } from '../testing/craft-fixtures.js';
import { send } from '../testing/send-request.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
let crafter: { id: string; token: string };

beforeAll(async () => {
  t = await openTestApp();
  const [seeded] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, SEED_CRAFTER_USER.email));
  crafter = { id: seeded!.id, token: await t.tokenFor(seeded!.id) };
});

afterAll(() => t.close());

function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

const recipeId = (resultSetId: string) => seedUuid(`recipe:${resultSetId}`);

describe('GET /api/merchants/{merchantId}/craft/categories', () => {
  it("answers the merchant's craft categories in its order", async () => {
    const response = await get('/api/merchants/elemental-raiders/craft/categories');

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual(seededCategoryAnswers('CRAFT', 'elemental-raiders'));
  });

  it("answers 404 'Merchant not found' for an inactive merchant and 400 for a malformed id", async () => {
    expect((await get('/api/merchants/shadow-forge/craft/categories')).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
    expect((await get('/api/merchants/-x/craft/categories')).json().message).toMatch(/^params\.merchantId: /);
  });
});

describe('GET /api/merchants/{merchantId}/craft', () => {
  it('answers every recipe of the merchant by name, with what its ingredients are called', async () => {
    const response = await get('/api/merchants/elemental-raiders/craft');

    const recipes = response.json().payload;
    expect(response.statusCode).toBe(200);
    expect(recipes.map((recipe: { name: string }) => recipe.name)).toEqual(
      SEED_RECIPES.filter((recipe) => recipe.merchantId === 'elemental-raiders')
        .map((recipe) => recipe.name)
        .sort(),
    );
    expect(recipes.find((recipe: { name: string }) => recipe.name === 'Blazing Longsword')).toEqual({
      id: recipeId('er-blazing-longsword'),
      merchantId: 'elemental-raiders',
      categoryId: 'forge',
      name: 'Blazing Longsword',
      ingredients: [
        { setId: 'er-ember-dagger', quantity: 3, name: 'Ember Dagger', imageUrl: '/api/collectible-images/er-ember-dagger.svg' },
        { setId: 'er-spirit-shard', quantity: 2, name: 'Spirit Shard', imageUrl: '/api/collectible-images/er-spirit-shard.svg' },
      ],
      result: {
        setId: 'er-blazing-longsword',
        name: 'Blazing Longsword',
        rarity: 'rare',
        imageUrl: '/api/collectible-images/er-blazing-longsword.svg',
        properties: { element: 'fire', class: 'warrior', power: '32' },
      },
    });
  });

  it('keeps to one category when asked', async () => {
    const response = await get('/api/merchants/elemental-raiders/craft?categoryId=alchemy');

    expect(response.json().payload.map((recipe: { name: string }) => recipe.name)).toEqual(['Elixir of Embers', 'Phoenix Sigil']);
  });

  it('answers 404 for a category the merchant does not have, and for an inactive merchant', async () => {
    expect((await get('/api/merchants/diamond-dreams/craft?categoryId=forge')).json()).toMatchObject({ status: 404, message: 'Category not found' });
    expect((await get('/api/merchants/shadow-forge/craft')).json().message).toBe('Merchant not found');
  });

  it.each([
    ['?categoryId=Forge', /^query\.categoryId: /],
    ['?page=1', /^query: Unrecognized key/],
  ])('refuses the query %s with 400 naming the field', async (query, message) => {
    const response = await get(`/api/merchants/elemental-raiders/craft${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('GET /api/merchants/{merchantId}/craft/{recipeId}', () => {
  it('answers one recipe', async () => {
    const response = await get(`/api/merchants/diamond-dreams/craft/${recipeId('dd-royal-parure')}`);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      name: 'Royal Parure',
      categoryId: 'settings',
      ingredients: [{ name: 'Sapphire Drop' }, { name: 'Emerald Ring' }, { name: 'Ruby Heart' }],
      result: { rarity: 'legendary' },
    });
  });

  it("answers 404 for another merchant's recipe or an unknown one", async () => {
    const otherMerchant = await get(`/api/merchants/elemental-raiders/craft/${recipeId('dd-royal-parure')}`);
    const unknown = await get('/api/merchants/diamond-dreams/craft/00000000-0000-4000-8000-000000000000');

    expect(otherMerchant.json()).toMatchObject({ status: 404, message: 'Recipe not found' });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 404 'Merchant not found' for an inactive merchant and 400 for a recipe id that is not a UUID", async () => {
    expect((await get(`/api/merchants/shadow-forge/craft/${recipeId('dd-royal-parure')}`)).json().message).toBe('Merchant not found');
    expect((await get('/api/merchants/diamond-dreams/craft/royal-parure')).json().message).toMatch(/^params\.recipeId: /);
  });
});

describe('GET /api/users/self/craft-readiness', () => {
  const readinessOf = (token: string | null, query: string) => send(t, 'GET', `/api/users/self/craft-readiness${query}`, token);

  it("answers, for each of the merchant's recipes in their order, what the user holds of its ingredients", async () => {
    const response = await readinessOf(t.demo.token, '?merchantId=elemental-raiders');

    const recipes = (await get('/api/merchants/elemental-raiders/craft')).json().payload as Array<{ id: string }>;
    const readiness = response.json().payload as Array<{ recipeId: string }>;
    expect(response.statusCode).toBe(200);
    expect(readiness.map((recipe) => recipe.recipeId)).toEqual(recipes.map((recipe) => recipe.id));
  });

  it.each([
    ['the demo user', () => t.demo, 2],
    ['the crafter', () => crafter, 8],
  ])(
    'says %s can craft Filigree Pendant from the two oldest of six Gold Filigree, and lacks a Silver Chain for Filigree Necklace',
    async (_who, user, firstCopy) => {
      const readiness = (await readinessOf(user().token, '?merchantId=diamond-dreams')).json().payload as Array<{ recipeId: string }>;
      const of = (resultSetId: string) => readiness.find((recipe) => recipe.recipeId === recipeId(resultSetId));

      expect(of('dd-filigree-pendant')).toEqual({
        recipeId: recipeId('dd-filigree-pendant'),
        craftable: true,
        ingredients: [{ setId: 'dd-gold-filigree', quantity: 2, owned: 6, locked: 0, missing: 0 }],
        // Each holder's copies follow the collector's 2, the later seeded the older.
        consumes: [seededCollectibleId('dd-gold-filigree', firstCopy + 5), seededCollectibleId('dd-gold-filigree', firstCopy + 4)],
      });
      expect(of('dd-filigree-necklace')).toEqual({
        recipeId: recipeId('dd-filigree-necklace'),
        craftable: false,
        ingredients: [
          { setId: 'dd-gold-filigree', quantity: 2, owned: 6, locked: 0, missing: 0 },
          { setId: 'dd-silver-chain', quantity: 2, owned: 1, locked: 0, missing: 1 },
        ],
        consumes: [],
      });
    },
  );

  it('says what the demo user lacks for Phoenix Sigil and Tempest Aegis, counting what they hold', async () => {
    const readiness = (await readinessOf(t.demo.token, '?merchantId=elemental-raiders')).json().payload as Array<{ recipeId: string }>;
    const of = (resultSetId: string) => readiness.find((recipe) => recipe.recipeId === recipeId(resultSetId));

    expect(of('er-phoenix-sigil')).toMatchObject({
      craftable: false,
      ingredients: [
        { setId: 'er-inferno-scroll', quantity: 2, owned: 0, missing: 2 },
        { setId: 'er-void-phoenix', quantity: 1, owned: 0, missing: 1 },
      ],
      consumes: [],
    });
    expect(of('er-tempest-aegis')).toMatchObject({
      craftable: false,
      ingredients: [
        { setId: 'er-frost-buckler', quantity: 2, owned: 1, missing: 1 },
        { setId: 'er-storm-bow', quantity: 1, owned: 0, missing: 1 },
      ],
    });
  });

  it('keeps to one category when asked', async () => {
    const response = await readinessOf(t.demo.token, '?merchantId=elemental-raiders&categoryId=forge');

    expect(response.json().payload.map((recipe: { recipeId: string }) => recipe.recipeId)).toEqual([
      recipeId('er-blazing-longsword'),
      recipeId('er-tempest-aegis'),
    ]);
  });

  it("answers 404 for a category the merchant does not have and 'Merchant not found' for an inactive merchant", async () => {
    expect((await readinessOf(t.demo.token, '?merchantId=diamond-dreams&categoryId=forge')).json()).toMatchObject({
      status: 404,
      message: 'Category not found',
    });
    expect((await readinessOf(t.demo.token, '?merchantId=shadow-forge')).json()).toMatchObject({ status: 404, message: 'Merchant not found' });
  });

  it.each([
    ['', /^query\.merchantId: /],
    ['?merchantId=Elemental', /^query\.merchantId: /],
    ['?merchantId=elemental-raiders&page=1', /^query: Unrecognized key/],
  ])('refuses the query %j with 400 naming the field', async (query, message) => {
    const response = await readinessOf(t.demo.token, query);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('answers 401 to a visitor who is not signed in', async () => {
    expect((await readinessOf(null, '?merchantId=elemental-raiders')).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/users/self/craft-readiness/${recipeId('dd-filigree-pendant')}`, null)).statusCode).toBe(401);
  });
});

describe('GET /api/users/self/craft-readiness/{recipeId}', () => {
  it('answers one recipe as the list does', async () => {
    const [listed] = (await send(t, 'GET', '/api/users/self/craft-readiness?merchantId=elemental-raiders&categoryId=alchemy', t.demo.token)).json().payload;

    const response = await send(t, 'GET', `/api/users/self/craft-readiness/${listed.recipeId}`, t.demo.token);

    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toEqual(listed);
  });

  it('answers 404 for an unknown recipe and 400 for an id that is not a UUID', async () => {
    expect((await send(t, 'GET', `/api/users/self/craft-readiness/${randomUUID()}`, t.demo.token)).json()).toMatchObject({
      status: 404,
      message: 'Recipe not found',
    });
    expect((await send(t, 'GET', '/api/users/self/craft-readiness/filigree-pendant', t.demo.token)).json().message).toMatch(/^params\.id: /);
  });

  it('counts a listed copy as locked, not owned, and leaves it out of what a craft consumes', async () => {
    const user = await t.createUser();
    const recipe = await createRecipe(t.db, [2]);
    const [oldest, middle, newest] = await giveCopies(t.db, user.id, recipe.setIds[0]!, 3);
    await t.db.insert(listings).values({ kind: 'MARKET', merchantId: FIXTURE_MERCHANT, collectibleId: oldest!, sellerId: user.id, price: '5.00' });

    const readiness = await readinessThroughApi(t, user, recipe.id);

    expect(readiness).toMatchObject({ craftable: true, ingredients: [{ owned: 2, locked: 1, missing: 0 }], consumes: [middle, newest] });
  });
});
