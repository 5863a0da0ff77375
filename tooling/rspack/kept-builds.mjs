import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * An app's published folder and the builds kept beside it, so one command can put the previous
 * build back (`npm run rollback -- <app>`). A remote's (`mfe-x/dist`):
 *
 *   dist/mf-manifest.json        the live build's manifest: what the shell's config points at
 *   dist/<hashed files>          the files of every kept build (content-hashed names never collide)
 *   dist/builds/<version>/       each kept build whole, so a config entry can pin one by URL
 *   dist/builds/history.json     the kept published versions, oldest first; the last one is live
 *
 * The shell's (`shell/dist`) is the same, but its kept builds sit beside the served folder, in
 * `shell/dist-kept/` (nobody pins an old shell, and its old pages and config need not be served).
 *
 * Publishing puts a build's files at the top, each by an atomic rename, in an order that keeps every
 * page load whole: first what nothing points at yet (hashed files, which never collide, and data),
 * then what points at them (a remote's manifest; the shell's pages, then its `builds/latest.json`,
 * which tells running shells that a new build is there). The hashed files of the other kept builds
 * stay, so a page that loaded the old HTML or manifest a moment before still finds all its scripts.
 * The shell's data (config.json, catalogues, payloads) and pages change file by file, not in one stroke
 * (that would need the served folder to be a link swapped at once, which every deploy tool would then
 * have to honour): a page load that falls in the few milliseconds between reads the new data with the
 * old page, never half a file and never a missing script, and the next load is wholly the new build.
 * Rolling back publishes the build before the live one again. Nothing here knows about rspack.
 */
export const BUILDS_DIR = 'builds';
export const MANIFEST = 'mf-manifest.json';
const HISTORY = 'history.json';
/** Builds kept on disk: the live one and the two before it (a rollback, or a pin to an older one). */
export const KEPT_BUILDS = 3;

/** Where the shell's build names its version (tooling/rspack/build-meta-plugin.mjs). */
const SHELL_LATEST = 'builds/latest.json';

function usableVersion(version, file) {
  if (typeof version !== 'string' || !/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`${file} carries no usable build version`);
  return version;
}

/** How a remote's builds are kept: inside its published folder, its manifest published last. */
export const REMOTE_RELEASES = {
  keptDirOf: (distDir) => path.join(distDir, BUILDS_DIR),
  versionIn: (dir) => usableVersion(JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')).metaData?.buildInfo?.buildVersion, `${dir}/${MANIFEST}`),
  publishRank: (file) => (file === MANIFEST ? 1 : 0),
  link: true,
};

/**
 * How the shell's builds are kept: beside its published folder; its pages published after its data and
 * `builds/latest.json` last. Copied, never hard-linked: an operator edits the served config.json in
 * place, and that must not change the kept build's copy.
 */
export const SHELL_RELEASES = {
  keptDirOf: (distDir) => `${distDir}-kept`,
  versionIn: (dir) => usableVersion(JSON.parse(readFileSync(path.join(dir, SHELL_LATEST), 'utf8')).version, `${dir}/${SHELL_LATEST}`),
  publishRank: (file) => (file === SHELL_LATEST ? 2 : file.endsWith('.html') ? 1 : 0),
  link: false,
};

export const buildDirOf = (distDir, version, releases = REMOTE_RELEASES) => path.join(releases.keptDirOf(distDir), version);

/** Where a build in progress writes, inside the kept builds' folder (a dot name: never kept, never pruned). */
export const stagingDirOf = (distDir, releases = REMOTE_RELEASES) => path.join(releases.keptDirOf(distDir), `.staging-${process.pid}`);

export function buildVersionIn(dir, releases = REMOTE_RELEASES) {
  return releases.versionIn(dir);
}

/** The published versions, oldest first (the last one is live); empty before the first publish. */
export function readHistory(distDir, releases = REMOTE_RELEASES) {
  const file = path.join(releases.keptDirOf(distDir), HISTORY);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).published;
}

function writeHistory(distDir, published, releases) {
  const file = path.join(releases.keptDirOf(distDir), HISTORY);
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ published }, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
}

function filesUnder(dir, prefix = '') {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
  });
}

/** Puts one file in place by a rename, so a reader never sees half of it; a hard link where the disk allows. */
function placeFile(from, to, link) {
  mkdirSync(path.dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  try {
    if (!link) throw new Error('copy');
    linkSync(from, temporary);
  } catch {
    copyFileSync(from, temporary);
  }
  renameSync(temporary, to);
}

/** Makes a kept build the live one: its files at the top of the published folder, in the order of their rank. */
function publish(distDir, version, releases) {
  const source = buildDirOf(distDir, version, releases);
  const files = filesUnder(source).sort((a, b) => releases.publishRank(a) - releases.publishRank(b));
  for (const file of files) placeFile(path.join(source, file), path.join(distDir, file), releases.link);
}

/** Drops builds beyond the kept ones, and top-level files no kept build has (an older layout's too). */
function prune(distDir, kept, releases) {
  const keptDir = releases.keptDirOf(distDir);
  for (const name of readdirSync(keptDir)) {
    if (!name.startsWith('.') && name !== HISTORY && !kept.includes(name)) rmSync(path.join(keptDir, name), { recursive: true, force: true });
  }
  const wanted = new Set(kept.flatMap((version) => filesUnder(buildDirOf(distDir, version, releases))));
  const keptInside = path.relative(distDir, keptDir);
  const isKept = (name) => !keptInside.startsWith('..') && name.startsWith(`${keptInside}${path.sep}`);
  for (const file of filesUnder(distDir).filter((name) => !isKept(name))) {
    if (!wanted.has(file)) rmSync(path.join(distDir, file), { force: true });
  }
}

/**
 * Keeps the build written to `stagingDir` under its version and publishes it. Rebuilding unchanged
 * code yields the same version, which is then already kept and is simply published again.
 */
export function keepAndPublish(distDir, stagingDir, releases = REMOTE_RELEASES) {
  const version = buildVersionIn(stagingDir, releases);
  const target = buildDirOf(distDir, version, releases);
  if (existsSync(target)) rmSync(stagingDir, { recursive: true, force: true });
  else renameSync(stagingDir, target);
  mkdirSync(distDir, { recursive: true });
  publish(distDir, version, releases);
  const published = [...readHistory(distDir, releases).filter((kept) => kept !== version), version].slice(-KEPT_BUILDS);
  writeHistory(distDir, published, releases);
  prune(distDir, published, releases);
  return { version, published };
}

/** Publishes the build before the live one again; the one rolled back from stays on disk until the next build. */
export function rollBack(distDir, releases = REMOTE_RELEASES) {
  const published = readHistory(distDir, releases);
  const [to, from] = published.slice(-2);
  if (!from || !to) throw new Error(`${distDir} has no earlier build to roll back to (published: ${published.join(', ') || 'none'})`);
  if (!existsSync(buildDirOf(distDir, to, releases))) throw new Error(`the earlier build ${to} is no longer kept in ${releases.keptDirOf(distDir)}`);
  publish(distDir, to, releases);
  writeHistory(distDir, published.slice(0, -1), releases);
  return { from, to, published: published.slice(0, -1) };
}
