import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { placeholdersOf } from '../templates/fill-words.js';
import type { PluralWords } from './mail-words.js';
import { MAIL_WORDS } from './words-of-locale.js';

const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

function isPlural(value: object): value is PluralWords {
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((key) => PLURAL_CATEGORIES.includes(key));
}

/** Every sentence of a locale's words by its path (`notices.item-sold.body`); a plural's forms as `digest.subject#many`. */
function sentencesOf(words: object, path = ''): Map<string, string> {
  const sentences = new Map<string, string>();
  for (const [key, value] of Object.entries(words)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value === 'string') sentences.set(at, value);
    else if (isPlural(value)) for (const [category, form] of Object.entries(value)) sentences.set(`${at}#${category}`, form as string);
    else for (const [inner, sentence] of sentencesOf(value, at)) sentences.set(inner, sentence);
  }
  return sentences;
}

function pluralsOf(words: object, path = ''): Map<string, PluralWords> {
  const plurals = new Map<string, PluralWords>();
  for (const [key, value] of Object.entries(words)) {
    const at = path ? `${path}.${key}` : key;
    if (typeof value !== 'object') continue;
    if (isPlural(value)) plurals.set(at, value);
    else for (const [inner, plural] of pluralsOf(value, at)) plurals.set(inner, plural);
  }
  return plurals;
}

const english = sentencesOf(MAIL_WORDS.en);
const sorted = (names: string[]) => [...new Set(names)].sort();
const OTHER_LOCALES = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

describe('the mail words', () => {
  it.each(SUPPORTED_LOCALES)('%s uses the placeholders English uses, in every sentence and plural form', (locale) => {
    const mismatched = [...sentencesOf(MAIL_WORDS[locale])]
      .map(([path, sentence]) => ({
        path,
        theirs: sorted(placeholdersOf(sentence)),
        english: sorted(placeholdersOf(english.get(path.replace(/#.*$/, '#other')) ?? english.get(path) ?? '')),
      }))
      .filter(({ theirs, english: ours }) => theirs.join() !== ours.join());
    expect(mismatched).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the plural forms its CLDR rules select from', (locale) => {
    const categories = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
    for (const [path, plural] of pluralsOf(MAIL_WORDS[locale])) {
      expect({ path, forms: Object.keys(plural).sort() }).toEqual({ path, forms: categories });
    }
  });

  it('has the many form in French, Spanish, Italian and Portuguese (the ICU data the API runs with selects it)', () => {
    for (const locale of ['fr', 'es', 'it', 'pt'] as const) expect(MAIL_WORDS[locale].digest.subject.many).toBeDefined();
  });

  it.each(OTHER_LOCALES)('%s is translated, not English left in place', (locale) => {
    const untranslated = [...sentencesOf(MAIL_WORDS[locale])].filter(([path, sentence]) => path !== 'siteName' && sentence === english.get(path));
    expect(untranslated).toEqual([]);
  });
});
