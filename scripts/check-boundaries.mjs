import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/**
 * DESIGN rule 3: remotes never import each other or the shell, and shared-contracts imports
 * none of them. Checked on every import specifier (static, dynamic, require, federated ids).
 */
const REMOTES = ['mfe-account', 'mfe-merchant', 'mfe-wallet', 'mfe-legal'];
const APP_PACKAGES = ['shell', ...REMOTES];
const CONTAINERS = { shell: 'marketplace_shell', 'mfe-account': 'marketplace_account', 'mfe-merchant': 'marketplace_merchant', 'mfe-wallet': 'marketplace_wallet', 'mfe-legal': 'marketplace_legal' };

/** Which packages each checked package must not reach. */
export const FORBIDDEN = {
  'shared-contracts': APP_PACKAGES,
  ...Object.fromEntries(REMOTES.map((remote) => [remote, APP_PACKAGES.filter((other) => other !== remote)])),
};

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

export function importSpecifiers(source) {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1]);
}

/** The package a specifier written in `fromFile` reaches, if it is one of ours. */
export function targetPackage(specifier, fromFile) {
  const scoped = specifier.match(/^@marketplace\/([^/]+)/);
  if (scoped) return scoped[1] === 'contracts' ? 'shared-contracts' : scoped[1];
  const federated = Object.entries(CONTAINERS).find(([, container]) => specifier === container || specifier.startsWith(`${container}/`));
  if (federated) return federated[0];
  if (specifier.startsWith('.')) {
    const resolved = path.relative(ROOT, path.resolve(path.dirname(fromFile), specifier));
    return resolved.split(path.sep)[0];
  }
  return null;
}

export function violationsIn(pkg, file, source) {
  const forbidden = FORBIDDEN[pkg] ?? [];
  return importSpecifiers(source)
    .filter((specifier) => forbidden.includes(targetPackage(specifier, file)))
    .map((specifier) => `${path.relative(ROOT, file)}: '${specifier}' reaches ${targetPackage(specifier, file)}, which ${pkg} must not import`);
}

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(full);
    return /\.(?:[cm]?[jt]sx?)$/.test(name) ? [full] : [];
  });
}

function checkRepository() {
  const problems = [];
  for (const pkg of Object.keys(FORBIDDEN)) {
    for (const file of sourceFiles(path.join(ROOT, pkg))) problems.push(...violationsIn(pkg, file, readFileSync(file, 'utf8')));
    const manifest = JSON.parse(readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
    const declared = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies });
    for (const dependency of declared) {
      const target = targetPackage(dependency, path.join(ROOT, pkg, 'package.json'));
      if (FORBIDDEN[pkg].includes(target)) problems.push(`${pkg}/package.json depends on ${dependency}`);
    }
  }
  return problems;
}

/** The checker proves it still catches what it must before it is trusted with the tree. */
function selfTest() {
  const inLegal = path.join(ROOT, 'mfe-legal', 'src', 'pages', 'x.tsx');
  const inContracts = path.join(ROOT, 'shared-contracts', 'src', 'x.ts');
  const mustCatch = [
    ['mfe-legal', inLegal, "import { x } from '@marketplace/mfe-wallet';"],
    ['mfe-legal', inLegal, "import('../../../shell/src/bootstrap');"],
    ['mfe-legal', inLegal, "const m = await import('marketplace_account/PortalPage');"],
    ['mfe-legal', inLegal, "import type { A } from '@marketplace/shell';"],
    ['shared-contracts', inContracts, "export * from '../../mfe-account/src/pages/portal-page';"],
    ['shared-contracts', inContracts, "const s = require('@marketplace/shell');"],
  ];
  const mustAllow = [
    ['mfe-legal', inLegal, "import { RemotePageFrame } from '@marketplace/contracts';"],
    ['mfe-legal', inLegal, "import Page from './support-page';"],
  ];
  const missed = mustCatch.filter(([pkg, file, source]) => violationsIn(pkg, file, source).length === 0);
  const wronglyCaught = mustAllow.filter(([pkg, file, source]) => violationsIn(pkg, file, source).length > 0);
  return [...missed.map(([, , s]) => `self-test missed: ${s}`), ...wronglyCaught.map(([, , s]) => `self-test wrongly refused: ${s}`)];
}

const problems = [...selfTest(), ...checkRepository()];
if (problems.length) {
  console.error(`Import boundaries broken:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Import boundaries hold: remotes import no remote or shell; shared-contracts imports no app (${Object.keys(FORBIDDEN).length} packages checked).`);
