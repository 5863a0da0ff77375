import { createCraftApi } from './craft-api';
import { envelope, failure, fakeApi } from './testing/fake-api';

const RECIPE = {
  id: '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11',
  merchantId: 'elemental-raiders',
  categoryId: 'forge',
  name: 'Blazing Longsword',
  ingredients: [{ setId: 'er-ember-dagger', quantity: 3, name: 'Ember Dagger', imageUrl: '/api/collectible-images/er-ember-dagger.svg' }],
  result: { name: 'Blazing Longsword', rarity: 'rare', imageUrl: '/api/collectible-images/er-blazing-longsword.svg', properties: { element: 'fire' } },
};

describe('craft api', () => {
  it('asks the recipes of one category', async () => {
    const { transport, calls } = fakeApi(() => envelope([RECIPE]));

    await expect(createCraftApi(transport).recipes('elemental-raiders', { categoryId: 'forge' })).resolves.toEqual([RECIPE]);
    expect(calls[0]?.url).toBe('https://api.market.test/api/merchants/elemental-raiders/craft?categoryId=forge');
  });

  it('gives empty lists when the recipes or categories cannot be read', async () => {
    const { transport } = fakeApi(() => failure(404, 'Merchant not found'));

    await expect(createCraftApi(transport).recipes('shadow-forge')).resolves.toEqual([]);
    await expect(createCraftApi(transport).categories('shadow-forge')).resolves.toEqual([]);
  });

  it('gives null for a recipe that does not exist', async () => {
    const { transport } = fakeApi(() => failure(404, 'Recipe not found'));

    await expect(createCraftApi(transport).recipe('elemental-raiders', RECIPE.id)).resolves.toBeNull();
  });
});
