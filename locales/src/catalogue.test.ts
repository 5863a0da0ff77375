import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { flattenCatalogue, placeholdersOf } from './catalogue';
import { keysNamedIn } from './describe-keys-used';
import { pluralCategoriesOf, pluralFormOf, pluralMessagesOf } from './plural-forms';

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

describe('plural forms', () => {
  it('split a plural key into its message and CLDR category, and leave other keys alone', () => {
    expect(pluralFormOf('store.items_many')).toEqual({ base: 'store.items', category: 'many' });
    expect(pluralFormOf('store.heading')).toBeNull();
  });

  it('know which languages have a "many" form and which have only "other"', () => {
    for (const locale of ['fr', 'es', 'it', 'pt']) expect(pluralCategoriesOf(locale)).toContain('many');
    for (const locale of ['ja', 'ko', 'zh']) expect(pluralCategoriesOf(locale)).toEqual(['other']);
    expect(pluralCategoriesOf('en')).toEqual(['one', 'other']);
  });

  it('name each plural message once', () => {
    expect([...pluralMessagesOf(['a.items_one', 'a.items_other', 'a.title'])]).toEqual(['a.items']);
  });
});

describe('the keys a package names', () => {
  /** A template's placeholder as the code under test writes it. */
  const templateKey = `kit:rarity.${'$'}{tier}`;
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'keys-named-'));
    mkdirSync(path.join(dir, 'testing'));
    writeFileSync(
      path.join(dir, 'page.tsx'),
      `const a = t('page.heading');\nconst b = t(\`${templateKey}\`, { x });\nconst c = <Trans i18nKey="page.balance" />;\nconst d = format('not.a.t.call');\n`,
    );
    writeFileSync(path.join(dir, 'page.test.tsx'), "t('only.in.a.test');");
    writeFileSync(path.join(dir, 'testing', 'scene.tsx'), "t('only.in.test.support');");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('are read from t() calls and i18nKey props of production code, templates included', () => {
    expect(keysNamedIn(dir).map(({ key }) => key)).toEqual(['page.heading', templateKey, 'page.balance']);
  });
});
