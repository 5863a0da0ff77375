import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';

/** What an app's build reads of the repository: its own folder, the workspace packages it imports, the shared build settings. */
const BUILD_SOURCES = [
  'package.json',
  'tsconfig.base.json',
  'tooling',
  'shared-contracts',
  'locales',
  'shell',
  'mfe-account',
  'mfe-merchant',
  'mfe-wallet',
  'mfe-legal',
];
/** The workspace packages the apps import by name, so they resolve to main's copies rather than this checkout's. */
const WORKSPACE_PACKAGES = { contracts: 'shared-contracts', locales: 'locales' };

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

function mainRef() {
  for (const ref of ['main', 'origin/main']) {
    try {
      git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
      return ref;
    } catch {
      // not in this clone
    }
  }
  return 'HEAD';
}

/**
 * The sources of main (HEAD in a clone without it) unpacked under `.ci-main/`, inside the repository so
 * that they resolve the same installed packages, for building an app that has no published build yet.
 */
export function mainCheckout() {
  const ref = mainRef();
  const dir = path.join(ROOT, '.ci-main');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  execSync(`git archive --format=tar ${ref} ${BUILD_SOURCES.join(' ')} | tar -x -C "${dir}"`, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const scope = path.join(dir, 'node_modules', '@marketplace');
  mkdirSync(scope, { recursive: true });
  for (const [name, folder] of Object.entries(WORKSPACE_PACKAGES)) symlinkSync(path.join('..', '..', folder), path.join(scope, name));
  return { dir, ref, commit: git('rev-parse', '--short=12', ref) };
}
