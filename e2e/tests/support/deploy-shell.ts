import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { editedCopy, type Release } from './deploy-remote';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SHELL_DIST = path.join(ROOT, 'shell', 'dist');

/** The build version the shell's origin serves now (its `builds/latest.json`). */
export function liveShellVersion(): string {
  return JSON.parse(readFileSync(path.join(SHELL_DIST, 'builds', 'latest.json'), 'utf8')).version;
}

/**
 * Ships a release of the shell as its team does: changes it (in a copy), builds and prerenders it with
 * the real build script, which publishes it whole into the folder the running shell serves, beside
 * the builds kept for a rollback. Answers the new build version.
 */
export async function deployShell(release: Release): Promise<string> {
  const copy = editedCopy('shell', release);
  process.env.MARKETPLACE_DIST_DIR = SHELL_DIST;
  try {
    const { buildApps } = (await import(pathToFileURL(path.join(ROOT, 'scripts', 'build-apps.mjs')).href)) as {
      buildApps: (options: { apps: { name: string; dir: string; port: number; spa: boolean }[] }) => Promise<unknown>;
    };
    await buildApps({ apps: [{ name: 'shell', dir: path.relative(ROOT, copy), port: 8080, spa: true }] });
  } finally {
    delete process.env.MARKETPLACE_DIST_DIR;
    rmSync(copy, { recursive: true, force: true });
  }
  return liveShellVersion();
}
