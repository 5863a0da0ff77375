import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { SEED_CRAFT_CATEGORIES, SEED_STORE_CATEGORIES } from './seed-catalogue-stock.js';
import { SEED_CATEGORY_NAMES } from './seed-category-names.js';

describe('the seeded category names', () => {
  const seeded = [
    ...SEED_STORE_CATEGORIES.map((category) => ({ key: `STORE:${category.merchantId}:${category.id}`, name: category.name })),
    ...SEED_CRAFT_CATEGORIES.map((category) => ({ key: `CRAFT:${category.merchantId}:${category.id}`, name: category.name })),
  ];

  it('name every seeded store and craft category, and no other', () => {
    expect(Object.keys(SEED_CATEGORY_NAMES).sort()).toEqual(seeded.map(({ key }) => key).sort());
  });

  it.each(seeded)('give $key in all nine locales, its English the seeded name, the others translated', ({ key, name }) => {
    const names = SEED_CATEGORY_NAMES[key as keyof typeof SEED_CATEGORY_NAMES];
    expect(Object.keys(names ?? {}).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(names?.en).toBe(name);
    expect(names?.ja).not.toBe(name);
  });
});
