import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { buildDirOf, keepAndPublish, stagingDirOf } from '../../../tooling/rspack/kept-builds.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');

export interface Release {
  /** What the team changes: a package version, source edits, the contracts it builds against. */
  version?: string;
  edits?: { file: string; from: string; to: string }[];
  /** Builds against a copy of the contracts package carrying this version, as a team on another major would. */
  contractsVersion?: string;
}

const distOf = (packageDir: string) => path.join(ROOT, packageDir, 'dist');

/** The build version a remote's origin publishes now (its live manifest). */
export function liveBuildVersion(packageDir: string): string {
  return JSON.parse(readFileSync(path.join(distOf(packageDir), 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
}

/** What a package's build reads besides node_modules: a remote's, and the shell's (its public files and redirect rules too). */
const BUILD_INPUTS = ['src', 'exposes.json', 'public', 'redirect-rules.json', 'package.json', 'rspack.config.mjs', 'tsconfig.json'];

export function editedCopy(packageDir: string, { version, edits = [], contractsVersion }: Release): string {
  const source = path.join(ROOT, packageDir);
  // Inside the repository, so the copy resolves the same node_modules as the real package.
  const copy = mkdtempSync(path.join(ROOT, `.redeploy-${packageDir}-`));
  for (const entry of BUILD_INPUTS.filter((name) => existsSync(path.join(source, name)))) {
    cpSync(path.join(source, entry), path.join(copy, entry), { recursive: true });
  }
  for (const edit of edits) {
    const file = path.join(copy, edit.file);
    const original = readFileSync(file, 'utf8');
    if (!original.includes(edit.from)) throw new Error(`${edit.file} no longer contains ${edit.from}`);
    writeFileSync(file, original.replace(edit.from, edit.to));
  }
  const setVersion = (packageJson: string, value: string) => {
    const manifest = JSON.parse(readFileSync(packageJson, 'utf8'));
    writeFileSync(packageJson, JSON.stringify({ ...manifest, version: value }, null, 2));
  };
  if (version) setVersion(path.join(copy, 'package.json'), version);
  if (contractsVersion) {
    const contracts = path.join(copy, 'node_modules', '@marketplace', 'contracts');
    for (const entry of ['src', 'package.json']) cpSync(path.join(ROOT, 'shared-contracts', entry), path.join(contracts, entry), { recursive: true });
    setVersion(path.join(contracts, 'package.json'), contractsVersion);
  }
  return copy;
}

/**
 * Does what a remote's team does to ship: changes its package (in a copy), builds it for production
 * with the shared build settings, and publishes it into the folder its origin serves, beside the
 * builds kept there (tooling/rspack/kept-builds.mjs). Nothing else is built. Answers the new build version.
 * `distDir` publishes it elsewhere instead: a candidate a pipeline checks before it ships.
 */
export async function deployRemote(packageDir: string, release: Release, { distDir = distOf(packageDir) } = {}): Promise<string> {
  const copy = editedCopy(packageDir, release);
  process.env.MARKETPLACE_DIST_DIR = distDir;
  try {
    const { default: configFor } = (await import(pathToFileURL(path.join(copy, 'rspack.config.mjs')).href)) as {
      default: (env: object, argv: { mode: string }) => Configuration;
    };
    await new Promise<void>((resolve, reject) => {
      rspack(configFor({}, { mode: 'production' })).run((error, stats) => {
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({ all: false, errors: true })));
        else resolve();
      });
    });
  } finally {
    delete process.env.MARKETPLACE_DIST_DIR;
    rmSync(copy, { recursive: true, force: true });
  }
  return JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8')).metaData.buildInfo.buildVersion;
}

/** Publishes a build kept in another folder (a checked candidate) into the remote's served folder, as a deploy step would. */
export function publishKeptBuild(packageDir: string, fromDistDir: string, version: string): void {
  const distDir = distOf(packageDir);
  const staging = stagingDirOf(distDir);
  cpSync(buildDirOf(fromDistDir, version), staging, { recursive: true });
  keepAndPublish(distDir, staging);
}

/** `npm run rollback -- <app>`, the documented command (a remote or the shell); answers what it printed and how long it took. */
export function rollBack(remote: string): { output: string; milliseconds: number } {
  const started = performance.now();
  const output = execFileSync('npm', ['run', '--silent', 'rollback', '--', remote], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { output, milliseconds: performance.now() - started };
}

/** Rolls back until `version` is live again: the cleanup of a spec that published releases. */
export function rollBackTo(remote: string, packageDir: string, version: string): void {
  for (let step = 0; step < 5 && liveBuildVersion(packageDir) !== version; step++) rollBack(remote);
  if (liveBuildVersion(packageDir) !== version) throw new Error(`${packageDir} could not be rolled back to ${version}`);
}
