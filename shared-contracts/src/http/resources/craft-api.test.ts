import { createCraftApi } from './craft-api';
import { envelope, failure, fakeApi } from '../../testing/api/fake-api';

const RECIPE = {
  id: '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11',
  merchantId: 'elemental-raiders',
  categoryId: 'forge',
  name: 'Blazing Longsword',
  ingredients: [{ setId: 'er-ember-dagger', quantity: 3, name: 'Ember Dagger', imageUrl: '/api/collectible-images/er-ember-dagger.svg' }],
  result: {
    setId: 'er-blazing-longsword',
    name: 'Blazing Longsword',
    rarity: 'rare',
    imageUrl: '/api/collectible-images/er-blazing-longsword.svg',
    properties: { element: 'fire' },
  },
};

describe('craft api', () => {
  it('asks the recipes of one category', async () => {
    const { transport, calls } = fakeApi(() => envelope([RECIPE]));

    await expect(createCraftApi(transport).recipes('elemental-raiders', { categoryId: 'forge' })).resolves.toEqual([RECIPE]);
    expect(calls[0]?.url).toBe('https://api.market.test/api/merchants/elemental-raiders/craft?categoryId=forge');
  });

  it('gives an empty list of categories when they cannot be read: the page still shows its recipes', async () => {
    const { transport } = fakeApi(() => failure(404, 'Merchant not found'));

    await expect(createCraftApi(transport).categories('shadow-forge')).resolves.toEqual([]);
  });

  it('rejects a failed read of the recipes with the reason, so a page tells an unknown category from none', async () => {
    const { transport } = fakeApi(() => failure(404, 'Category not found'));

    await expect(createCraftApi(transport).recipes('elemental-raiders', { categoryId: 'nope' })).rejects.toMatchObject({
      status: 404,
      answerMessage: 'Category not found',
    });
  });

  it('gives null for a recipe that does not exist', async () => {
    const { transport } = fakeApi(() => failure(404, 'Recipe not found'));

    await expect(createCraftApi(transport).recipe('elemental-raiders', RECIPE.id)).resolves.toBeNull();
  });
});

const READINESS = {
  recipeId: RECIPE.id,
  craftable: true,
  ingredients: [{ setId: 'er-ember-dagger', quantity: 3, owned: 4, locked: 1, missing: 0 }],
  consumes: ['0b5f6c0e-4a55-4d8e-9a4e-6e1f3f1c2a77', '1c6a7d1f-5b66-4e9f-8b5f-7f2a4a2d3b88', '2d7b8e2a-6c77-4fa0-9c6a-8a3b5b3e4c99'],
};

const COLLECTIBLE = {
  id: '3e8c9f3b-7d88-4ab1-8d7b-9b4c6c4f5daa',
  merchantId: 'elemental-raiders',
  setId: 'er-blazing-longsword',
  name: 'Blazing Longsword',
  rarity: 'rare',
  imageUrl: '/api/collectible-images/er-blazing-longsword.svg',
  properties: {},
  ownerId: '4f9da04c-8e99-4bc2-9e8c-ac5d7d5a6ebb',
  receivedTime: '2025-05-01T12:00:00.000Z',
};

describe('craft api: the signed-in user', () => {
  it("asks what the user holds of one category's recipes", async () => {
    const { transport, calls } = fakeApi(() => envelope([READINESS]));

    await expect(createCraftApi(transport).readiness('elemental-raiders', { categoryId: 'forge' })).resolves.toEqual([READINESS]);
    expect(calls[0]?.url).toBe('https://api.market.test/api/users/self/craft-readiness?merchantId=elemental-raiders&categoryId=forge');
    expect(calls[0]?.headers.Authorization).toBe('Bearer session-token-1');
  });

  it('rejects when the readiness cannot be read, rather than saying the user holds nothing', async () => {
    const { transport } = fakeApi(() => failure(500));

    await expect(createCraftApi(transport).readiness('elemental-raiders')).rejects.toMatchObject({ status: 500 });
  });

  it('gives null for the readiness of a recipe that does not exist', async () => {
    const { transport, calls } = fakeApi(() => failure(404, 'Recipe not found'));

    await expect(createCraftApi(transport).recipeReadiness(RECIPE.id)).resolves.toBeNull();
    expect(calls[0]?.url).toBe(`https://api.market.test/api/users/self/craft-readiness/${RECIPE.id}`);
  });

  it('sends a craft with the collectibles and the signature, and answers the new collectible', async () => {
    const outcome = { recipeId: RECIPE.id, result: COLLECTIBLE, consumed: [] };
    const { transport, calls } = fakeApi(() => envelope(outcome));
    const request = { recipeId: RECIPE.id, collectibleIds: READINESS.consumes, signature: `0x${'ab'.repeat(65)}` };

    await expect(createCraftApi(transport).craft(request)).resolves.toEqual(outcome);
    expect(calls[0]).toMatchObject({ method: 'POST', url: 'https://api.market.test/api/users/self/crafts', body: request });
  });

  it('rejects a refused craft with the reason the server gave', async () => {
    const { transport } = fakeApi(() => failure(409, 'Missing ingredients: 1 × Ember Dagger (er-ember-dagger)'));

    await expect(createCraftApi(transport).craft({ recipeId: RECIPE.id, collectibleIds: [], signature: `0x${'ab'.repeat(65)}` })).rejects.toMatchObject({
      status: 409,
      answerMessage: 'Missing ingredients: 1 × Ember Dagger (er-ember-dagger)',
    });
  });
});
