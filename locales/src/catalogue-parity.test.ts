import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '@marketplace/contracts/wire';
import { flattenCatalogue, placeholdersOf, type Catalogue } from './catalogue';

const readCatalogue = (locale: string): Catalogue => JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', `${locale}.json`), 'utf8')) as Catalogue;

const english = flattenCatalogue(readCatalogue('en'));
const otherLocales = SUPPORTED_LOCALES.filter((locale) => locale !== 'en');

/** Brand lines that rightly read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['app.name', 'app.titleTemplate']);

const isOnlyPlaceholders = (text: string) => text.replace(/\{\{\s*[\w.]+\s*\}\}/g, '').trim() === '';

describe.each(otherLocales)('the %s catalogue', (locale) => {
  const messages = flattenCatalogue(readCatalogue(locale));

  it('has every key of English', () => {
    expect([...english.keys()].filter((key) => !messages.has(key))).toEqual([]);
  });

  it('has no key that English lacks', () => {
    expect([...messages.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses the same interpolation placeholders as English in every message', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const translated = messages.get(key);
      return translated !== undefined && placeholdersOf(translated).join() !== placeholdersOf(text).join();
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('is a real translation, not a copy of English', () => {
    const copied = [...english].filter(([key, text]) => !SAME_IN_EVERY_LANGUAGE.has(key) && !isOnlyPlaceholders(text) && messages.get(key) === text);
    // A handful of loanwords may match (e.g. "Dashboard" in German); a copied catalogue would not pass.
    expect(copied.length).toBeLessThanOrEqual(Math.floor(english.size * 0.05));
  });
});

describe('catalogue helpers', () => {
  it('finds placeholders whatever their spacing', () => {
    expect(placeholdersOf('{{ merchant }} sells {{count}} items')).toEqual(['count', 'merchant']);
  });

  it('flattens nested messages to dotted keys', () => {
    expect([...flattenCatalogue({ a: { b: 'x' }, c: 'y' })]).toEqual([
      ['a.b', 'x'],
      ['c', 'y'],
    ]);
  });
});
