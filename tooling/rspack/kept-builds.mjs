import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A remote's published folder (`mfe-x/dist`) and the builds kept in it:
 *
 *   dist/mf-manifest.json        the live build's manifest: what the shell's config points at
 *   dist/<hashed files>          the files of every kept build (content-hashed names never collide)
 *   dist/builds/<version>/       each kept build whole, so a config entry can pin one by URL
 *   dist/builds/history.json     the kept published versions, oldest first; the last one is live
 *
 * Publishing puts a build's files at the top first and its manifest last, each by an atomic rename,
 * so a browser either gets the old manifest and old files or the new manifest and new files.
 * Rolling back publishes the build before the live one again. Nothing here knows about rspack.
 */
export const BUILDS_DIR = 'builds';
export const MANIFEST = 'mf-manifest.json';
const HISTORY = 'history.json';
/** Builds kept on disk: the live one and the two before it (a rollback, or a pin to an older one). */
export const KEPT_BUILDS = 3;

export const buildDirOf = (distDir, version) => path.join(distDir, BUILDS_DIR, version);

/** Where a build in progress writes, inside the builds folder (a dot name: never served, never pruned). */
export const stagingDirOf = (distDir) => path.join(distDir, BUILDS_DIR, `.staging-${process.pid}`);

export function buildVersionIn(dir) {
  const version = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')).metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !/^[0-9A-Za-z.+-]+$/.test(version)) throw new Error(`${dir}/${MANIFEST} carries no usable build version`);
  return version;
}

/** The published versions, oldest first (the last one is live); empty before the first publish. */
export function readHistory(distDir) {
  const file = path.join(distDir, BUILDS_DIR, HISTORY);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).published;
}

function writeHistory(distDir, published) {
  const file = path.join(distDir, BUILDS_DIR, HISTORY);
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
function placeFile(from, to) {
  mkdirSync(path.dirname(to), { recursive: true });
  const temporary = `${to}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  try {
    linkSync(from, temporary);
  } catch {
    copyFileSync(from, temporary);
  }
  renameSync(temporary, to);
}

/** Makes a kept build the live one: its files at the top of the published folder, its manifest last. */
function publish(distDir, version) {
  const source = buildDirOf(distDir, version);
  for (const file of filesUnder(source).filter((name) => name !== MANIFEST)) placeFile(path.join(source, file), path.join(distDir, file));
  placeFile(path.join(source, MANIFEST), path.join(distDir, MANIFEST));
}

/** Drops builds beyond the kept ones, and top-level files no kept build has (an older layout's too). */
function prune(distDir, kept) {
  const buildsDir = path.join(distDir, BUILDS_DIR);
  for (const name of readdirSync(buildsDir)) {
    if (!name.startsWith('.') && name !== HISTORY && !kept.includes(name)) rmSync(path.join(buildsDir, name), { recursive: true, force: true });
  }
  const wanted = new Set(kept.flatMap((version) => filesUnder(buildDirOf(distDir, version))));
  for (const file of filesUnder(distDir).filter((name) => !name.startsWith(`${BUILDS_DIR}${path.sep}`))) {
    if (!wanted.has(file)) rmSync(path.join(distDir, file), { force: true });
  }
}

/**
 * Keeps the build written to `stagingDir` under its version and publishes it. Rebuilding unchanged
 * code yields the same version, which is then already kept and is simply published again.
 */
export function keepAndPublish(distDir, stagingDir) {
  const version = buildVersionIn(stagingDir);
  const target = buildDirOf(distDir, version);
  if (existsSync(target)) rmSync(stagingDir, { recursive: true, force: true });
  else renameSync(stagingDir, target);
  publish(distDir, version);
  const published = [...readHistory(distDir).filter((kept) => kept !== version), version].slice(-KEPT_BUILDS);
  writeHistory(distDir, published);
  prune(distDir, published);
  return { version, published };
}

/** Publishes the build before the live one again; the one rolled back from stays on disk until the next build. */
export function rollBack(distDir) {
  const published = readHistory(distDir);
  const [to, from] = published.slice(-2);
  if (!from || !to) throw new Error(`${distDir} has no earlier build to roll back to (published: ${published.join(', ') || 'none'})`);
  if (!existsSync(buildDirOf(distDir, to))) throw new Error(`the earlier build ${to} is no longer kept in ${path.join(distDir, BUILDS_DIR)}`);
  publish(distDir, to);
  writeHistory(distDir, published.slice(0, -1));
  return { from, to, published: published.slice(0, -1) };
}
