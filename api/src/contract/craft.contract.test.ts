import { SEED_CRAFT_CATEGORIES, seedUuid } from '../db/seed-catalogue.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';

const contract = contractHarnessPerSuite();

describe('craft api against the server', () => {
  it("lists a merchant's craft categories and the recipes of one", async () => {
    const { api } = contract();

    const categories = await api.craft.categories('diamond-dreams');
    const recipes = await api.craft.recipes('diamond-dreams', { categoryId: 'polishing' });

    expect(categories).toEqual(SEED_CRAFT_CATEGORIES.filter((category) => category.merchantId === 'diamond-dreams').map(({ id, name }) => ({ id, name })));
    expect(recipes.map((recipe) => recipe.name)).toEqual(['Brilliant Quartz', 'Twilight Amethyst']);
    expect(recipes[1]?.ingredients).toEqual([
      { setId: 'dd-polished-amethyst', quantity: 2, name: 'Polished Amethyst', imageUrl: '/api/collectible-images/dd-polished-amethyst.svg' },
      { setId: 'dd-rough-quartz', quantity: 2, name: 'Rough Quartz', imageUrl: '/api/collectible-images/dd-rough-quartz.svg' },
    ]);
  });

  it('shows one recipe, and null for one that does not exist', async () => {
    const { api } = contract();

    const recipe = await api.craft.recipe('aurum-atelier', seedUuid('recipe:aa-heritage-set'));
    const missing = await api.craft.recipe('aurum-atelier', '00000000-0000-4000-8000-000000000000');

    expect(recipe).toMatchObject({ name: 'Aurum Heritage Set', result: { rarity: 'legendary' } });
    expect(missing).toBeNull();
  });

  it("gives empty lists for an inactive merchant's craft page", async () => {
    const { api } = contract();

    await expect(api.craft.categories('shadow-forge')).resolves.toEqual([]);
    await expect(api.craft.recipes('shadow-forge')).resolves.toEqual([]);
  });
});
