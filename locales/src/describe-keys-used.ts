import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { flattenCatalogue, readCatalogue } from './catalogue';
import { pluralFormOf } from './plural-forms';

export interface KeysUsedUnderTest {
  /** The namespace the package's `t` reads by default (its `useTranslation(namespace)`). */
  namespace: string;
  /** The package's source folder; its tests and test support are left out. */
  sourceDir: string;
  /** Every namespace the code may name with a `ns:` prefix, its own included: name → folder of `{locale}.json`. */
  messagesDirs: Record<string, string>;
}

/** `t('a.b')`, `t("a.b", …)`, `` t(`a.${x}`) ``, `i18nKey="a.b"`: the keys a component names. */
const KEY_USES = [/\bt\(\s*(['"`])((?:(?!\1).)+?)\1/g, /\bi18nKey=(['"])((?:(?!\1).)+?)\1/g];

const isTestSupport = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !isTestSupport(full) ? [full] : [];
  });
}

/** The keys the package's code names literally (a template's fixed start stands for its family), with where. */
export function keysNamedIn(sourceDir: string): { key: string; file: string }[] {
  return sourceFiles(sourceDir).flatMap((file) => {
    // A comment's example (`t('purchase.complete', { ns: 'notifications' })`) names no key of the package.
    const source = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    return KEY_USES.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => ({ key: match[2] ?? '', file: path.relative(sourceDir, file) })));
  });
}

/**
 * Every key a package's code names exists in the namespace it reads: its own, or the one its `ns:`
 * prefix names (`kit:rarity.rare`). Catches a key left behind in another owner's files, which would
 * show as a raw key on the page. A template (`` `rarity.${tier}` ``) needs at least one key under its
 * fixed start; a plural message needs its forms (`items_one`, `items_other`).
 */
export function describeKeysUsed({ namespace, sourceDir, messagesDirs }: KeysUsedUnderTest): void {
  describe(`the keys the ${namespace} code names`, () => {
    const known = new Map(Object.entries(messagesDirs).map(([name, dir]) => [name, [...flattenCatalogue(readCatalogue(dir, 'en')).keys()]]));
    const uses = keysNamedIn(sourceDir).filter(({ key }) => /^([a-z]+:)?[a-zA-Z]+\.[\w.${}-]*$/.test(key));

    it('are found in the code (the check reads it)', () => {
      expect(uses.length).toBeGreaterThan(0);
    });

    it('all exist in the English messages of the namespace they read', () => {
      const missing = uses.filter(({ key }) => {
        const [prefix, rest] = key.includes(':') ? key.split(':') : [namespace, key];
        const keys = known.get(prefix ?? '') ?? [];
        const name = rest ?? '';
        const fixedStart = name.split('${')[0] ?? '';
        if (name.includes('${')) return !keys.some((each) => each.startsWith(fixedStart));
        return !keys.some((each) => each === name || pluralFormOf(each)?.base === name);
      });
      expect(missing.map(({ key, file }) => `${file}: ${key}`)).toEqual([]);
    });
  });
}
