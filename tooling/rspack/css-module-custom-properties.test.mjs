import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The build scopes a CSS module's names (`css/auto`, create-app-config.mjs), custom properties too: one declared in a
 * module is renamed for that module alone, and a `var()` of it in any other file never sees it (the portal's split
 * layout and its skeleton bars were both lost that way). So a custom property a module declares must be one it reads
 * itself; a size or colour meant for another module's rule goes there as an inline style (as mfe-account's
 * skeletonSizes does) or as that module's own class.
 */
const ROOT = path.join(import.meta.dirname, '..', '..');
const SOURCES = ['shared-contracts', 'shell', 'mfe-account', 'mfe-merchant', 'mfe-wallet', 'mfe-legal'].map((pkg) => path.join(ROOT, pkg, 'src'));

const cssModulesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.module.css'))
    .map((file) => path.join(dir, file));

/** The custom properties a stylesheet declares (`--name: …`), comments aside; `@property` registers one, it declares none. */
const declaredIn = (css) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(?<![\w-])(--[\w-]+)\s*:/g)].map((match) => match[1]));
const readIn = (css) => new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]));

/** Each custom property a module declares but does not read, as `file: --name`. */
function strayDeclarations(files) {
  return files.flatMap((file) => {
    const css = readFileSync(file, 'utf8');
    const read = readIn(css);
    return [...declaredIn(css)].filter((name) => !read.has(name)).map((name) => `${path.relative(ROOT, file)}: ${name}`);
  });
}

test('a custom property a CSS module declares is read in that module (the build renames it for the module alone)', () => {
  const modules = SOURCES.flatMap(cssModulesUnder);
  expect(modules.length).toBeGreaterThan(100);
  expect(strayDeclarations(modules)).toEqual([]);
});
