import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { computeShellSurface, sourcesAtCommit } from '../tooling/surface/shell-surface.mjs';
import { SHELL_SURFACE_FILE, surfaceGaps } from '../tooling/surface/unmet-needs.mjs';
import { APPS, distOf, ROOT, SHELL_ORIGIN } from './apps.mjs';

/**
 * `node scripts/check-surface.mjs <shell|account|merchant|wallet|legal> [--dist <folder>]`: the
 * surface-contract check of an app's pipeline, before it publishes.
 *
 * For a remote: its build's recorded needs (`surfaceNeeds` of `<dist>/mf-manifest.json`, written by
 * tooling/rspack/surface-needs-plugin.mjs) against what the deployed shell provides, read from its
 * `/builds/surface.json` (`MARKETPLACE_SHELL_URL`, by default the site `npm start` serves); where no
 * shell answers within a few seconds, against the shell built from main's sources (computed, not built).
 * For the shell: its new build's surface (`<dist>/builds/surface.json`) against the needs of every
 * remote build in the remotes' dist folders, so a shell change that removes an export in use is refused.
 *
 * Exits 1 naming each missing export per module, 2 when there is nothing to check (no build: build
 * first, this check builds nothing), 0 with a one-line summary.
 */
const SHELL_URL = process.env.MARKETPLACE_SHELL_URL ?? SHELL_ORIGIN;
const SHELL_ANSWER_MS = 3_000;
const MAIN = 'main';

class NothingToCheck extends Error {}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const shown = (dir) => (dir.startsWith(`${ROOT}${path.sep}`) ? path.relative(ROOT, dir) : dir);

function builtNeeds(app, distDir) {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) {
    throw new NothingToCheck(`${app.name} has no build in ${shown(distDir)}: build it first (npm run build -w ${app.dir})`);
  }
  const manifest = readJson(manifestFile);
  const build = manifest.metaData?.buildInfo?.buildVersion ?? 'unknown';
  if (!manifest.surfaceNeeds) throw new NothingToCheck(`${app.name}'s build ${build} records no needs (built before the surface contract): build it again`);
  return { build, needs: manifest.surfaceNeeds };
}

/** The deployed shell's published surface, or null when none answers in time. */
async function deployedSurface() {
  try {
    const response = await fetch(new URL(SHELL_SURFACE_FILE, `${SHELL_URL}/`), { signal: AbortSignal.timeout(SHELL_ANSWER_MS) });
    if (!response.ok) return null;
    const surface = await response.json();
    return surface && typeof surface.provides === 'object' ? { surface, label: `the shell at ${SHELL_URL} (build ${surface.build ?? 'unknown'})` } : null;
  } catch {
    return null;
  }
}

function surfaceOfMain() {
  const commit = execFileSync('git', ['rev-parse', '--short=12', MAIN], { cwd: ROOT, encoding: 'utf8' }).trim();
  const surface = computeShellSurface({ root: ROOT, read: sourcesAtCommit(ROOT, MAIN) });
  return { surface, label: `the shell built from ${MAIN} (commit ${commit}; no shell answered at ${SHELL_URL})` };
}

const countNames = (imports) => Object.values(imports ?? {}).reduce((sum, names) => sum + names.length, 0);

/** The lines that say what a build needs and a shell does not provide; none when it provides all. */
export function gapLines(remoteName, needs, surface, shellLabel) {
  const { unmet, contracts } = surfaceGaps(needs, surface);
  return [
    ...(contracts
      ? [`${remoteName} is built against @marketplace/contracts ${contracts.needed} — ${shellLabel} provides ${contracts.provided}, another major`]
      : []),
    ...unmet.map(
      ({ module, missing }) => `${remoteName} needs ${module}: ${missing.join(', ')} — ${shellLabel} does not provide ${missing.length > 1 ? 'them' : 'it'}`,
    ),
  ];
}

async function checkRemote(app, distDir) {
  const { build, needs } = builtNeeds(app, distDir);
  const { surface, label } = (await deployedSurface()) ?? surfaceOfMain();
  const problems = gapLines(`${app.name} (build ${build})`, needs, surface, label);
  const summary = `${app.name} (build ${build}): ${countNames(needs.imports)} names from ${Object.keys(needs.imports ?? {}).length} shared modules and contracts ${needs.contracts?.version}, all provided by ${label}`;
  return { problems, summary };
}

function checkShell(distDir) {
  const surfaceFile = path.join(distDir, SHELL_SURFACE_FILE);
  if (!existsSync(surfaceFile)) throw new NothingToCheck(`the shell has no build in ${shown(distDir)}: build it first (npm run build -w shell)`);
  const surface = readJson(surfaceFile);
  const label = `the shell's new build ${surface.build ?? ''}`.trim();
  const remotes = APPS.filter((app) => !app.spa).filter((app) => existsSync(path.join(distOf(app), 'mf-manifest.json')));
  const problems = remotes.flatMap((app) => {
    const { build, needs } = builtNeeds(app, distOf(app));
    return gapLines(`${app.name} (build ${build})`, needs, surface, label);
  });
  const summary = remotes.length
    ? `${label} provides everything ${remotes.map((app) => app.name).join(', ')} need`
    : `${label}: no remote build in dist to check against`;
  return { problems, summary };
}

export async function checkSurface(name, { dist } = {}) {
  const app = APPS.find((candidate) => candidate.name === name || candidate.dir === name);
  if (!app) throw new NothingToCheck(`no app named '${name}'; one of: ${APPS.map((candidate) => candidate.name).join(', ')}`);
  const distDir = dist ? path.resolve(dist) : distOf(app);
  return app.spa ? checkShell(distDir) : checkRemote(app, distDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, flag, dist] = process.argv.slice(2);
  if (!name || (flag !== undefined && (flag !== '--dist' || !dist))) {
    console.error(`Usage: node scripts/check-surface.mjs <${APPS.map((app) => app.name).join('|')}> [--dist <folder>]`);
    process.exit(2);
  }
  try {
    const { problems, summary } = await checkSurface(name, { dist });
    if (problems.length) {
      for (const line of problems) console.error(line);
      process.exit(1);
    }
    console.log(summary);
  } catch (error) {
    console.error(`check-surface: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(error instanceof NothingToCheck ? 2 : 1);
  }
}
