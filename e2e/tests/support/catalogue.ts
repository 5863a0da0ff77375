import { readFileSync } from 'node:fs';
import path from 'node:path';

type Catalogue = { [key: string]: string | Catalogue };

const ROOT = path.join(import.meta.dirname, '..', '..', '..');

/** Each namespace's files (docs/messages-ownership.md): the shell's words, the kit's, and each remote's. */
const NAMESPACE_FOLDERS: Record<string, string> = {
  shell: 'shell',
  kit: 'shared-contracts',
  account: 'mfe-account',
  merchant: 'mfe-merchant',
  wallet: 'mfe-wallet',
  legal: 'mfe-legal',
};

const cache = new Map<string, Catalogue>();

function catalogueOf(namespace: string, locale: string): Catalogue {
  const cacheKey = `${namespace}/${locale}`;
  let catalogue = cache.get(cacheKey);
  if (!catalogue) {
    const folder = NAMESPACE_FOLDERS[namespace];
    if (!folder) throw new Error(`No namespace ${namespace}`);
    catalogue = JSON.parse(readFileSync(path.join(ROOT, folder, 'messages', `${locale}.json`), 'utf8')) as Catalogue;
    cache.set(cacheKey, catalogue);
  }
  return catalogue;
}

const lookUp = (catalogue: Catalogue, key: string) =>
  key.split('.').reduce<string | Catalogue | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogue);

/**
 * The text a person reading `locale` should see for `key`, read from the real messages: `kit:rarity.rare`
 * names its namespace; a bare key is looked up in every namespace, and must read the same wherever it is
 * (a word two owners show, such as a remote dialog's heading the shell also uses as the dialog's label).
 */
export function message(locale: string, key: string, values: Record<string, string> = {}): string {
  const [namespaces, name] = key.includes(':') ? [[key.split(':')[0] ?? ''], key.slice(key.indexOf(':') + 1)] : [Object.keys(NAMESPACE_FOLDERS), key];
  const texts = new Set(
    namespaces.map((namespace) => lookUp(catalogueOf(namespace, locale), name)).filter((found): found is string => typeof found === 'string'),
  );
  if (texts.size === 0) throw new Error(`No message ${key} in ${locale}`);
  if (texts.size > 1) throw new Error(`${key} reads differently in two namespaces of ${locale}; name the namespace (shell:${key}, …)`);
  const [found = ''] = texts;
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => values[name] ?? `{{${name}}}`);
}

export const pageTitle = (locale: string, page: string) => message(locale, 'app.titleTemplate', { page });

export const localized = (locale: string, path: string) => (locale === 'en' ? path : path === '/' ? `/${locale}` : `/${locale}${path}`);
