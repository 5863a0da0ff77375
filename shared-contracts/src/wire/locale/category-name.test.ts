import { categoryNameIn } from './category-name';

const rings = { id: 'rings', name: 'Rings', localizedName: { en: 'Rings', ja: '指輪', de: 'Ringe' } };

describe('categoryNameIn', () => {
  it("names a category in the page's language", () => {
    expect(categoryNameIn(rings, 'ja')).toBe('指輪');
    expect(categoryNameIn(rings, 'de')).toBe('Ringe');
  });

  it('falls back on English for a locale the merchant did not translate, and on the name without translations', () => {
    expect(categoryNameIn(rings, 'ko')).toBe('Rings');
    expect(categoryNameIn({ name: 'Crowns & Tiaras', localizedName: null }, 'ja')).toBe('Crowns & Tiaras');
  });
});
