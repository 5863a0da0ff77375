import { readFileSync } from 'node:fs';
import path from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };

const cache = new Map<string, Catalogue>();

function catalogueOf(locale: string): Catalogue {
  let catalogue = cache.get(locale);
  if (!catalogue) {
    catalogue = JSON.parse(readFileSync(path.join(import.meta.dirname, '..', '..', '..', 'locales', 'messages', `${locale}.json`), 'utf8')) as Catalogue;
    cache.set(locale, catalogue);
  }
  return catalogue;
}

/** The text a person reading `locale` should see for `key`, read from the real catalogue. */
export function message(locale: string, key: string, values: Record<string, string> = {}): string {
  const found = key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogueOf(locale));
  if (typeof found !== 'string') throw new Error(`No message ${key} in ${locale}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
}

export const pageTitle = (locale: string, page: string) => message(locale, 'app.titleTemplate', { page });

export const localized = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);
