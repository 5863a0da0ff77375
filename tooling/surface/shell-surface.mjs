import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { resolveOptions } from '../rspack/resolve-options.mjs';
import { moduleExports, resolveRelative } from './module-exports.mjs';
import { packageExports } from './package-exports.mjs';
import { majorOf } from './unmet-needs.mjs';

/** Where the shell declares what it provides to the remotes, one shared key to one imported module. */
export const PROVIDED_SINGLETONS = 'shell/src/federation/provided-singletons.ts';
const PROVIDED_MAP = 'PROVIDED';
const CONTRACTS = '@marketplace/contracts';
const CONTRACTS_PACKAGE = 'shared-contracts/package.json';

/** Reads repository files from a working tree; the shell's from `shellDir` when it is elsewhere (an edited copy). */
export function sourcesOnDisk(root, shellDir = path.join(root, 'shell')) {
  return (file) => {
    const full = file.startsWith('shell/') ? path.join(shellDir, file.slice('shell/'.length)) : path.join(root, file);
    return existsSync(full) ? readFileSync(full, 'utf8') : null;
  };
}

/** Reads repository files as they are at a commit (`main`), without checking it out. */
export function sourcesAtCommit(root, commit) {
  const files = new Set(
    execFileSync('git', ['ls-tree', '-r', '--name-only', commit, '--', 'shell/src', 'shared-contracts'], { cwd: root, encoding: 'utf8' }).split('\n'),
  );
  const cache = new Map();
  return (file) => {
    if (!files.has(file)) return null;
    if (!cache.has(file)) cache.set(file, execFileSync('git', ['show', `${commit}:${file}`], { cwd: root, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }));
    return cache.get(file);
  };
}

/**
 * The shared keys of `PROVIDED` in provided-singletons.ts and the module each is given: `react-router`
 * → `./surfaces/react-router-surface`, `react` → `react`.
 */
export function providedModules(read) {
  const source = read(PROVIDED_SINGLETONS);
  if (source === null) throw new Error(`${PROVIDED_SINGLETONS} does not exist`);
  const body = parseSync(source, { syntax: 'typescript' }).body;
  const imported = new Map();
  for (const item of body) {
    if (item.type !== 'ImportDeclaration') continue;
    for (const specifier of item.specifiers) if (specifier.type === 'ImportNamespaceSpecifier') imported.set(specifier.local.value, item.source.value);
  }
  const declarator = body
    .filter((item) => item.type === 'VariableDeclaration')
    .flatMap((item) => item.declarations)
    .find((candidate) => candidate.id.type === 'Identifier' && candidate.id.value === PROVIDED_MAP);
  let map = declarator?.init;
  while (map && map.type !== 'ObjectExpression') map = map.expression;
  if (!map) throw new Error(`${PROVIDED_SINGLETONS} no longer declares ${PROVIDED_MAP} as an object of imported namespaces`);
  return Object.fromEntries(
    map.properties.map((property) => {
      const key = property.type === 'Identifier' ? property.value : property.key?.value;
      const local = property.type === 'Identifier' ? property.value : property.value?.value;
      const module = imported.get(local);
      if (!key || !module) throw new Error(`${PROVIDED_SINGLETONS}: every entry of ${PROVIDED_MAP} must be a namespace imported with 'import * as'`);
      return [key, module];
    }),
  );
}

/**
 * What a shell provides to the remotes, computed from its sources: for each shared key, the export
 * names of the module it gives (a narrowed surface's own exports, a contracts entry's exports, or an
 * installed package's real exports) and the contracts version. The shell's build publishes it as
 * `builds/surface.json`; a remote's pipeline computes it from main's sources when no deployed shell
 * answers. The installed packages are read from `root`'s node_modules: the versions a checkout of
 * main installs are those of its lockfile, which a surface change never touches alone.
 *
 * @param {{ root: string, shellDir?: string, read: (file: string) => string | null }} options
 * @returns {{ contracts: { version: string, major: number | null }, provides: Record<string, string[]> }}
 */
export function computeShellSurface({ root, shellDir = path.join(root, 'shell'), read }) {
  const modules = providedModules(read);
  const contractsPackage = JSON.parse(read(CONTRACTS_PACKAGE) ?? 'null');
  if (!contractsPackage) throw new Error(`${CONTRACTS_PACKAGE} does not exist`);
  const provides = {};
  const packages = [];
  for (const [key, module] of Object.entries(modules)) {
    if (module.startsWith('.')) provides[key] = moduleExports(read, resolveRelative(read, PROVIDED_SINGLETONS, module));
    else if (module.startsWith(`${CONTRACTS}/`)) provides[key] = moduleExports(read, contractsEntryFile(contractsPackage, module));
    else packages.push([key, module]);
  }
  const { alias } = resolveOptions({ dir: shellDir }, { production: true });
  const installed = packageExports(
    shellDir,
    packages.map(([, module]) => module),
    alias,
  );
  for (const [key, module] of packages) provides[key] = installed[module];
  const sorted = Object.fromEntries(
    Object.keys(provides)
      .sort()
      .map((key) => [key, provides[key]]),
  );
  return { contracts: { version: contractsPackage.version, major: majorOf(contractsPackage.version) }, provides: sorted };
}

function contractsEntryFile(contractsPackage, request) {
  const target = contractsPackage.exports?.[`.${request.slice(CONTRACTS.length)}`];
  if (typeof target !== 'string') throw new Error(`${CONTRACTS_PACKAGE} exports no '${request}'`);
  return path.posix.join('shared-contracts', target);
}
