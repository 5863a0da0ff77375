import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as reactI18nextSurface from './react-i18next-surface';
import * as reactRouterSurface from './react-router-surface';

const ROOT = path.resolve(__dirname, '../../../..');
const REMOTES = ['mfe-account', 'mfe-merchant', 'mfe-wallet', 'mfe-legal'];

/** A remote's code that runs inside the shell: not its tests, test support or standalone harness. */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'testing' || name === 'harness' ? [] : sourcesOf(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** The values (not types) each remote file imports from `pkg`. */
function namesImportedFrom(pkg: string): Map<string, string> {
  const names = new Map<string, string>();
  const importOf = new RegExp(`import\\s+\\{([^}]*)\\}\\s+from\\s+'${pkg}'`, 'g');
  for (const file of REMOTES.flatMap((remote) => sourcesOf(path.join(ROOT, remote, 'src')))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(importOf)) {
      for (const part of list!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.set(name, path.relative(ROOT, file));
      }
    }
  }
  return names;
}

describe('what the shell provides to the remotes under a shared key', () => {
  it.each([
    ['react-router', reactRouterSurface],
    ['react-i18next', reactI18nextSurface],
  ])('provides every %s export a remote page imports', (pkg, surface) => {
    const missing = [...namesImportedFrom(pkg)].filter(([name]) => !(name in surface)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('keeps each surface to exports that exist in its package', async () => {
    const [reactRouter, reactI18next] = await Promise.all([import('react-router'), import('react-i18next')]);
    for (const [surface, pkg] of [
      [reactRouterSurface, reactRouter],
      [reactI18nextSurface, reactI18next],
    ] as const) {
      for (const [name, value] of Object.entries(surface)) expect(value).toBe((pkg as Record<string, unknown>)[name]);
    }
  });
});
