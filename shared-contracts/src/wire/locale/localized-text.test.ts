import { textInLocale, type LocalizedText } from './localized-text';

const tagline: LocalizedText = { en: 'Cut, polish, collect.', ja: '磨いて、集めよう。' };

describe('textInLocale', () => {
  it("gives the text in the page's locale when the merchant translated it", () => {
    expect(textInLocale(tagline, 'ja')).toBe('磨いて、集めよう。');
  });

  it('falls back to English for a locale the merchant did not write', () => {
    expect(textInLocale(tagline, 'ko')).toBe('Cut, polish, collect.');
  });
});
