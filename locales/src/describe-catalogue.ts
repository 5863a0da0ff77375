import { flattenCatalogue, placeholdersOf, readCatalogue } from './catalogue';
import { pluralCategoriesOf, pluralFormOf, pluralMessagesOf } from './plural-forms';

export interface CatalogueUnderTest {
  /** The i18next namespace the files hold (`shell`, `kit`, `account`, …). */
  namespace: string;
  /** The folder of `{locale}.json` files. */
  messagesDir: string;
  /** Every locale the site serves, English first or not; English is the reference. */
  locales: readonly string[];
  /** Keys that rightly read the same in every language (a brand name). */
  sameInEveryLanguage?: readonly string[];
  /** The share of messages that may read as in English (loanwords: "Dashboard" in German); 5 % unless said. */
  loanwordShare?: number;
}

const isOnlyPlaceholders = (text: string) => text.replace(/\{\{\s*[\w.]+\s*\}\}/g, '').trim() === '';

/**
 * The checks every package runs on its own message files (one namespace, nine locales), so a team
 * that adds a sentence finds a missing translation in its own pipeline: each locale has English's
 * keys and no others, the same placeholders, a real translation, and every plural form its
 * language's grammar uses (CLDR: `_many` in French, Spanish, Italian, Portuguese; only `_other` in
 * Japanese, Korean, Chinese).
 */
export function describeCatalogue({ namespace, messagesDir, locales, sameInEveryLanguage = [], loanwordShare = 0.05 }: CatalogueUnderTest): void {
  const english = flattenCatalogue(readCatalogue(messagesDir, 'en'));
  const pluralMessages = pluralMessagesOf(english.keys());
  /** English's text for a key; for a plural form of the locale's grammar that English lacks (`_many`), its `_other`. */
  const englishFor = (locale: string, key: string) => {
    const form = pluralFormOf(key);
    const otherForm = form && pluralMessages.has(form.base) && pluralCategoriesOf(locale).includes(form.category);
    return english.get(key) ?? (otherForm ? english.get(`${form.base}_other`) : undefined);
  };

  describe(`the ${namespace} messages in English`, () => {
    it('give every plural message the forms English uses', () => {
      const missing = [...pluralMessages].flatMap((base) =>
        pluralCategoriesOf('en')
          .filter((category) => !english.has(`${base}_${category}`))
          .map((category) => `${base}_${category}`),
      );
      expect(missing).toEqual([]);
    });
  });

  describe.each(locales.filter((locale) => locale !== 'en'))(`the ${namespace} messages in %s`, (locale) => {
    const messages = flattenCatalogue(readCatalogue(messagesDir, locale));
    const categories = pluralCategoriesOf(locale);

    it('have every key of English', () => {
      const singular = [...english.keys()].filter((key) => !pluralFormOf(key));
      expect(singular.filter((key) => !messages.has(key))).toEqual([]);
    });

    it('have every plural form the language uses for each plural message', () => {
      const missing = [...pluralMessages].flatMap((base) =>
        categories.filter((category) => !messages.has(`${base}_${category}`)).map((category) => `${base}_${category}`),
      );
      expect(missing).toEqual([]);
    });

    it('have no key that English lacks', () => {
      expect([...messages.keys()].filter((key) => englishFor(locale, key) === undefined)).toEqual([]);
    });

    it('use the same interpolation placeholders as English in every message', () => {
      const mismatched = [...messages].filter(([key, text]) => {
        const source = englishFor(locale, key);
        return source !== undefined && placeholdersOf(text).join() !== placeholdersOf(source).join();
      });
      expect(mismatched.map(([key]) => key)).toEqual([]);
    });

    it('are a real translation, not a copy of English', () => {
      const copied = [...english].filter(([key, text]) => !sameInEveryLanguage.includes(key) && !isOnlyPlaceholders(text) && messages.get(key) === text);
      // A handful of loanwords may match (e.g. "Dashboard" in German); a copied catalogue would not pass.
      expect(copied.length).toBeLessThanOrEqual(Math.floor(english.size * loanwordShare));
    });
  });
}
