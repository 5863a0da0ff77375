import { SEED_CRAFT_CATEGORIES, SEED_RECIPES, seedUuid } from '../db/seed-catalogue.js';
import { openTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;

beforeAll(async () => {
  t = await openTestApp();
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
    expect(response.json().payload).toEqual(
      SEED_CRAFT_CATEGORIES.filter((category) => category.merchantId === 'elemental-raiders').map(({ id, name }) => ({ id, name })),
    );
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
