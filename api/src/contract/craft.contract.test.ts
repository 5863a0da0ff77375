import { buildCraftMessage, MISSING_INGREDIENTS_MESSAGE } from '@marketplace/contracts/wire';
import { seedUuid } from '../seed/seed-uuid.js';
import { seededCategoryAnswers } from '../testing/catalogue-fixtures.js';
import { createWalletUser } from '../testing/commerce-fixtures.js';
import { contractHarnessPerSuite } from '../testing/contract-harness.js';
import { createRecipe, giveCopies } from '../testing/craft-fixtures.js';

const contract = contractHarnessPerSuite();

describe('craft api against the server', () => {
  it("lists a merchant's craft categories and the recipes of one", async () => {
    const { api } = contract();

    const categories = await api.craft.categories('diamond-dreams');
    const recipes = await api.craft.recipes('diamond-dreams', { categoryId: 'polishing' });

    expect(categories).toEqual(seededCategoryAnswers('CRAFT', 'diamond-dreams'));
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

  it("gives no categories for an inactive merchant's craft page, and refuses its recipes with 'Merchant not found'", async () => {
    const { api } = contract();

    await expect(api.craft.categories('shadow-forge')).resolves.toEqual([]);
    await expect(api.craft.recipes('shadow-forge')).rejects.toMatchObject({ status: 404, answerMessage: 'Merchant not found' });
  });
});

describe('craft api of the signed-in user against the server', () => {
  it("reads what the demo user holds of a merchant's recipes, and of one", async () => {
    const { api, setToken, t } = contract();
    setToken(t.demo.token);

    const all = await api.craft.readiness('diamond-dreams');
    const one = await api.craft.recipeReadiness(seedUuid('recipe:dd-filigree-pendant'));
    const unknown = await api.craft.recipeReadiness('00000000-0000-4000-8000-000000000000');

    expect(all.find((readiness) => readiness.recipeId === one?.recipeId)).toEqual(one);
    expect(one).toMatchObject({ craftable: true, ingredients: [{ setId: 'dd-gold-filigree', missing: 0 }] });
    expect(unknown).toBeNull();
  });

  it('crafts what the readiness names with the signature the client builds, then refuses the same again', async () => {
    const { api, setToken, t } = contract();
    const crafter = await createWalletUser(t);
    const recipe = await createRecipe(t.db, [2]);
    await giveCopies(t.db, crafter.id, recipe.setIds[0]!, 2);
    setToken(crafter.token);
    const { consumes } = (await api.craft.recipeReadiness(recipe.id))!;
    const signature = await crafter.wallet.signMessage(
      buildCraftMessage({ recipeId: recipe.id, collectibleIds: consumes, crafterAddress: crafter.wallet.address }),
    );

    const outcome = await api.craft.craft({ recipeId: recipe.id, collectibleIds: consumes, signature });
    const again = await api.craft.craft({ recipeId: recipe.id, collectibleIds: consumes, signature }).catch((error: unknown) => error);

    expect(outcome).toMatchObject({ recipeId: recipe.id, result: { setId: recipe.resultSetId, ownerId: crafter.id } });
    expect(outcome.consumed.map((collectible) => collectible.id).sort()).toEqual([...consumes].sort());
    expect(again).toMatchObject({ status: 409, answerMessage: expect.stringMatching(new RegExp(`^${MISSING_INGREDIENTS_MESSAGE}: 2 × `)) });
  });
});
