import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** How many hex digits of the output hash a build version carries: plenty to tell builds apart, short enough to read. */
const HASH_DIGITS = 12;

/**
 * What the output hash leaves out: source maps (never served), pages and manifests (they get the
 * version stamped in) and the shell's `builds/` files (they name it).
 */
const NOT_HASHED = /\.map$|\.html$|^mf-manifest(?:-stats)?\.json$|^builds\//;

/**
 * A hash of what a build emits, names and contents. Unlike rspack's compilation hash, which also
 * varies with how the build was started (one app alone or all of them together), it changes exactly
 * when what is served does.
 * @param {readonly { name: string, source: { buffer(): Buffer } }[]} assets
 */
export function outputHashOf(assets) {
  const hash = createHash('sha256');
  for (const { name, source } of [...assets].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!NOT_HASHED.test(name)) hash.update(name).update('\0').update(source.buffer()).update('\0');
  }
  return hash.digest('hex');
}

/**
 * An app's build version: its package version with its output hash as semver build metadata
 * (`0.1.1+3f9a1c2b7d4e`). Two builds of the same version with different code never share a name,
 * and rebuilding unchanged code, however started, gives the same one.
 */
export function buildVersionOf(packageVersion, outputHash) {
  return `${packageVersion}+${outputHash.slice(0, HASH_DIGITS)}`;
}

export function packageVersionOf(appDir) {
  return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).version;
}

/** The commit the build was made from, for whoever traces a build back to its source; null outside a git checkout. */
export function gitCommitOf(dir) {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || null
    );
  } catch {
    return null;
  }
}
