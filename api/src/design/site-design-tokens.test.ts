import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDENTITY_PAGE_STYLE } from '../idp/identity-page-style.js';
import { SITE_TOKENS_DARK, SITE_TOKENS_LIGHT } from './site-design-tokens.js';

const SHELL_TOKENS = path.join(import.meta.dirname, '..', '..', '..', 'shell', 'src', 'design', 'design-tokens.css');

/** The custom properties of the first `:root { … }` after `from` in the shell's tokens file. */
function rootTokensAfter(css: string, from: number): Map<string, string> {
  const start = css.indexOf(':root', from);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const withoutComments = body.replace(/\/\*[\s\S]*?\*\//g, '');
  return new Map(
    withoutComments
      .split(';')
      .map((declaration) => declaration.trim())
      .filter((declaration) => declaration.startsWith('--'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [
          declaration.slice(0, colon).trim(),
          declaration
            .slice(colon + 1)
            .replace(/\s+/g, ' ')
            .trim(),
        ] as const;
      }),
  );
}

const css = readFileSync(SHELL_TOKENS, 'utf8');
const shellLight = rootTokensAfter(css, 0);
const shellDark = rootTokensAfter(css, css.indexOf('prefers-color-scheme: dark'));

describe("the identity page's design tokens", () => {
  it.each(Object.entries(SITE_TOKENS_LIGHT))("keeps %s as the shell's light tokens have it", (name, value) => {
    expect(value).toBe(shellLight.get(name));
  });

  it.each(Object.entries(SITE_TOKENS_DARK))("keeps %s as the shell's dark tokens have it", (name, value) => {
    expect(value).toBe(shellDark.get(name));
  });

  it('switches to dark exactly the tokens the shell switches, of those the page uses', () => {
    const darkUsed = [...shellDark.keys()].filter((name) => name in SITE_TOKENS_LIGHT);
    expect(Object.keys(SITE_TOKENS_DARK).sort()).toEqual(darkUsed.sort());
  });

  it('draws only with tokens it carries', () => {
    const used = new Set([...IDENTITY_PAGE_STYLE.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((match) => match[1]));
    expect([...used].filter((name) => !(name! in SITE_TOKENS_LIGHT))).toEqual([]);
  });
});
