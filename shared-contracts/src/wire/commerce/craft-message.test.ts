import { buildCraftMessage } from './craft-message';

const RECIPE = '9d7c1c62-93a3-4b7e-8e0e-3b1f0f6a2c11';
const A = '0b5f6c0e-4a55-4d8e-9a4e-6e1f3f1c2a77';
const B = '1c6a7d1f-5b66-4e9f-8b5f-7f2a4a2d3b88';
const ADDRESS = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';

describe('buildCraftMessage', () => {
  it('names the recipe, every collectible consumed and the crafter', () => {
    expect(buildCraftMessage({ recipeId: RECIPE, collectibleIds: [B, A], crafterAddress: ADDRESS })).toBe(
      ['Marketplace craft', `Recipe: ${RECIPE}`, `Consumes: ${A}, ${B}`, `Crafter: ${ADDRESS.toLowerCase()}`].join('\n'),
    );
  });

  it('is the same text whatever order or letter case the ids come in, so client and server agree', () => {
    const one = buildCraftMessage({ recipeId: RECIPE, collectibleIds: [A, B], crafterAddress: ADDRESS });
    const other = buildCraftMessage({ recipeId: RECIPE, collectibleIds: [B.toUpperCase(), A], crafterAddress: ADDRESS.toLowerCase() });

    expect(other).toBe(one);
  });

  it('differs for other collectibles, so a signature consumes only what it names', () => {
    expect(buildCraftMessage({ recipeId: RECIPE, collectibleIds: [A], crafterAddress: ADDRESS })).not.toBe(
      buildCraftMessage({ recipeId: RECIPE, collectibleIds: [B], crafterAddress: ADDRESS }),
    );
  });
});
