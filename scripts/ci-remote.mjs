import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ownerlessSpecs, specsOwnedBy } from '../e2e/spec-owners.mjs';
import { freePort } from './api-process.mjs';
import { APPS, distOf, distVariable, ROOT } from './apps.mjs';
import { appsNamed, buildApps } from './build-apps.mjs';
import { candidateDistOf } from './build-candidate.mjs';
import { mainCheckout } from './main-checkout.mjs';
import { DEFAULT_PORTS, portVariable } from './site-layout.mjs';

/**
 * `npm run ci:remote -- <shell|account|merchant|wallet|legal>`: one team's pipeline, alone. Through the
 * task graph (turbo.json): the app's lint, typecheck, unit tests and release candidate build (cached:
 * unchanged inputs are not run again); then the surface contract of the candidate against the deployed
 * shell; then the e2e specs of the app's own routes (e2e/spec-owners.mjs) against a site of its own on
 * free ports — the candidate, and every other app's published build as it is (nothing of theirs is
 * rebuilt; an app never published is built once from main). It runs beside a running site. Each step
 * prints its seconds; the first failure stops the pipeline and nothing is published.
 */
export const STEPS = [
  'spec ownership',
  'lint, typecheck, unit tests, candidate build',
  'published builds of the other apps',
  'surface contract',
  'e2e specs of its routes',
];

const SURFACE_CHECK = path.join(ROOT, 'scripts', 'check-surface.mjs');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);
const TURBO_ENV = { TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' };

class StepFailed extends Error {}

function spawnStep(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new StepFailed(`${path.basename(command)} ${args[0] ?? ''} exited with ${result.status ?? result.signal}`);
}

/** The seconds of each task of the Turborepo run just made, from its run summary (`--summarize`). */
function turboTaskSeconds(runsDir, startedAt) {
  if (!existsSync(runsDir)) return [];
  const latest = readdirSync(runsDir)
    .map((name) => path.join(runsDir, name))
    .filter((file) => statSync(file).mtimeMs >= startedAt)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (!latest) return [];
  const summary = JSON.parse(readFileSync(latest, 'utf8'));
  rmSync(latest);
  return summary.tasks
    .filter((task) => task.command !== '<NONEXISTENT>')
    .map((task) => ({
      task: task.taskId,
      seconds: (task.execution.endTime - task.execution.startTime) / 1000,
      cached: task.cache.status === 'HIT',
    }));
}

/** Six distinct free ports: the shell, the four remotes and the API of this pipeline's own site. */
async function freeSitePorts() {
  const ports = {};
  const taken = new Set();
  for (const name of Object.keys(DEFAULT_PORTS)) {
    let port = await freePort();
    while (taken.has(port)) port = await freePort();
    taken.add(port);
    ports[portVariable(name)] = String(port);
  }
  return ports;
}

const hasPublishedBuild = (app) => existsSync(path.join(distOf(app), app.spa ? 'index.html' : 'mf-manifest.json'));

/** Where another app has no published build (a fresh clone), builds it once from main and publishes it locally. */
async function ensurePublishedBuilds(others) {
  const missing = others.filter((app) => !hasPublishedBuild(app));
  for (const app of others.filter(hasPublishedBuild)) console.log(`  ${app.name}: its published build (${path.relative(ROOT, distOf(app))})`);
  if (!missing.length) return;
  const main = mainCheckout();
  try {
    for (const app of missing) {
      // One app per build: the shared configuration takes its output folder from the environment.
      process.env.MARKETPLACE_DIST_DIR = distOf(app);
      try {
        await buildApps({ apps: [app], sourceRoot: main.dir });
      } finally {
        delete process.env.MARKETPLACE_DIST_DIR;
      }
      console.log(`  ${app.name}: no published build — built once from ${main.ref} (${main.commit}) into ${path.relative(ROOT, distOf(app))}`);
    }
  } finally {
    rmSync(main.dir, { recursive: true, force: true });
  }
}

/** `force`: run every task even where the cache holds its result (the time of a fresh clone, for the benchmark). */
export async function runRemotePipeline(name, { force = false } = {}) {
  const [app] = appsNamed([name]);
  const candidate = { [distVariable(app)]: candidateDistOf(app) };
  const timings = [];
  const step = async (title, work) => {
    console.log(`\n▶ ${app.name}: ${title}`);
    const started = performance.now();
    const load = loadavg()[0].toFixed(2);
    try {
      const note = await work();
      const seconds = (performance.now() - started) / 1000;
      timings.push({ step: title, seconds, load, note });
      console.log(`✔ ${title} (${seconds.toFixed(1)} s${note ? `, ${note}` : ''})`);
    } catch (error) {
      const seconds = (performance.now() - started) / 1000;
      timings.push({ step: title, seconds, load, failed: true });
      console.error(`✖ ${title} failed after ${seconds.toFixed(1)} s: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  };

  const started = performance.now();
  try {
    await step(STEPS[0], () => {
      const ownerless = ownerlessSpecs();
      if (ownerless.length) throw new StepFailed(`give each to one owner in e2e/spec-owners.mjs: ${ownerless.join(', ')}`);
    });

    await step(STEPS[1], () => {
      const runsDir = path.join(ROOT, '.turbo', 'runs');
      const turboStarted = Date.now();
      const tasks = ['lint', 'typecheck', 'test', 'build:candidate'];
      const args = ['run', ...tasks, `--filter=@marketplace/${app.dir}`, '--summarize', '--output-logs=new-only', ...(force ? ['--force'] : [])];
      spawnStep(bin('turbo'), args, { env: TURBO_ENV });
      const seconds = turboTaskSeconds(runsDir, turboStarted);
      for (const task of seconds) console.log(`    ${task.task.padEnd(40)} ${task.seconds.toFixed(1).padStart(6)} s${task.cached ? ' (cached)' : ''}`);
      return seconds.some((task) => task.cached) ? `${seconds.filter((task) => task.cached).length} of ${seconds.length} tasks from the cache` : '';
    });

    await step(STEPS[2], () => ensurePublishedBuilds(APPS.filter((other) => other !== app)));

    // A remote's needs against the deployed shell's published surface (MARKETPLACE_SHELL_URL, by default the
    // site `npm start` serves; main's shell where none answers); the shell's surface against the remotes'
    // published needs. Fails naming each missing export.
    await step(STEPS[3], () => spawnStep(process.execPath, [SURFACE_CHECK, app.name, '--dist', candidateDistOf(app)]));

    await step(STEPS[4], async () => {
      const specs = specsOwnedBy(app.name);
      const scratch = mkdtempSync(path.join(tmpdir(), `marketplace-ci-${app.name}-`));
      try {
        const env = { ...(await freeSitePorts()), ...candidate, CI: '1', E2E_AUTH_DIR: path.join(scratch, 'auth') };
        console.log(`  ${specs.length} spec files; the site on ports ${Object.values(env).slice(0, 6).join(', ')}`);
        spawnStep(bin('playwright'), ['test', ...specs, '--project=site', `--output=${path.join(scratch, 'results')}`], { cwd: path.join(ROOT, 'e2e'), env });
      } finally {
        rmSync(scratch, { recursive: true, force: true });
      }
      return `${specs.length} spec files`;
    });
  } catch (error) {
    printTimings(app.name, timings, performance.now() - started);
    if (!(error instanceof StepFailed)) console.error(error);
    return { ok: false, timings, seconds: (performance.now() - started) / 1000 };
  }
  printTimings(app.name, timings, performance.now() - started);
  console.log(`\n${app.name}: the candidate passed; it is in ${path.relative(ROOT, candidateDistOf(app))}`);
  return { ok: true, timings, seconds: (performance.now() - started) / 1000 };
}

function printTimings(name, timings, milliseconds) {
  console.log(`\n${name} pipeline, seconds per step (load average at its start):`);
  for (const { step, seconds, load, failed } of timings)
    console.log(`  ${step.padEnd(46)} ${seconds.toFixed(1).padStart(7)}  (${load})${failed ? '  FAILED' : ''}`);
  console.log(`  ${'total'.padEnd(46)} ${(milliseconds / 1000).toFixed(1).padStart(7)}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [name, ...flags] = process.argv.slice(2);
  if (!name || flags.some((flag) => flag !== '--force')) {
    console.error(`Usage: npm run ci:remote -- <${APPS.map((app) => app.name).join('|')}> [--force]   (--force: no task from the cache)`);
    process.exit(2);
  }
  const { ok } = await runRemotePipeline(name, { force: flags.includes('--force') });
  process.exit(ok ? 0 : 1);
}
