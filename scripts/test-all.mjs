import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { checkInitialJsBudget } from './bundle-size/initial-js-budget.mjs';
import { e2eTimingsOfFile } from '../tooling/e2e-report/e2e-timings.mjs';

/**
 * `npm test`: typecheck of every package (the task graph of turbo.json), the import-boundary check, lint and
 * format (Biome), every package's Jest tests (and the wallet cryptography's 100 % coverage), the production
 * build (and its prerendered pages), the size budget of the first visit to `/`, then the Playwright suite
 * against the built site and the real API. Ends with one "N passed, N failed" line over Jest and Playwright together.
 *
 * `DATABASE_URL` (CI sets it, .ci/run) runs the API's Jest suite against that PostgreSQL server instead
 * of the embedded PGlite; it is given to Jest alone, so the build's prerender and the e2e site keep their
 * own embedded databases.
 */
const testDatabaseUrl = process.env.DATABASE_URL;
delete process.env.DATABASE_URL;
const reports = mkdtempSync(path.join(tmpdir(), 'marketplace-test-'));
// Jest's default is one worker fewer than the cores (one on a 2-core machine): the tests are the work here.
const cores = String(availableParallelism());
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(title, command, args, options = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    return false;
  }
  console.log(`✔ ${title} (${seconds} s)`);
  return true;
}

const counts = { passed: 0, failed: 0 };
function countJest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += report.numPassedTests;
    counts.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    counts.failed += 1;
  }
}
function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += stats.expected + stats.flaky;
    counts.failed += stats.unexpected;
  } catch {
    counts.failed += 1;
  }
}

function finish(ok) {
  console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
  process.exit(ok && counts.failed === 0 ? 0 : 1);
}

const turbo = ['run', 'typecheck', `--concurrency=${cores}`, '--output-logs=errors-only'];
const turboEnv = { TURBO_TELEMETRY_DISABLED: '1', TURBO_NO_UPDATE_NOTIFIER: '1', DO_NOT_TRACK: '1' };
if (!run('typecheck of every package (Turborepo)', bin('turbo'), turbo, { env: turboEnv })) finish(false);
if (!run('import boundaries', process.execPath, ['scripts/check-boundaries.mjs'])) finish(false);
if (!run('lint and format (Biome, one configuration: biome.json)', bin('biome'), ['ci', '--error-on-warnings', '.'])) finish(false);

const jestReport = path.join(reports, 'jest.json');
const jestDatabase = testDatabaseUrl ? { DATABASE_URL: testDatabaseUrl } : {};
const jestTitle = `unit and component tests (Jest, every package; the API on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'})`;
const jestOk = run(jestTitle, bin('jest'), ['--ci', `--maxWorkers=${cores}`, '--json', `--outputFile=${jestReport}`], { env: jestDatabase });
countJest(jestReport);
if (!jestOk) finish(false);
const cryptoCoverage = path.join('mfe-wallet', 'jest.crypto-coverage.config.cjs');
if (!run('wallet cryptography fully covered (Jest coverage, 100 %)', bin('jest'), ['--ci', '-c', cryptoCoverage])) finish(false);

console.log('\n▶ production build');
const { seconds, prerenderSeconds } = await buildApps();
console.log(`✔ production build (${seconds.toFixed(1)} s, then the prerendered pages ${prerenderSeconds.toFixed(1)} s)`);

if (!run('Chromium present', 'bash', ['scripts/ensure-chromium.sh'])) finish(false);

// The size budget of the first page, measured on the build just made (as `npm run bench:size` does,
// without the timing runs). A miss fails the run, but after the end-to-end tests, so one run reports both.
console.log('\n▶ initial JavaScript of / within its budget (served build, Chromium)');
const budgetOk = await checkInitialJsBudget().catch((error) => {
  console.error(error);
  return false;
});
console.log(budgetOk ? '✔ initial JavaScript of / within its budget' : '✖ initial JavaScript of / over its budget');

const playwrightReport = path.join(reports, 'playwright.json');
const e2eOk = run('end-to-end tests (Playwright, Chromium, built site, real API)', bin('playwright'), ['test', '--reporter=list,json'], {
  cwd: path.join(ROOT, 'e2e'),
  env: { CI: process.env.CI ?? '1', PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
});
countPlaywright(playwrightReport);
const timings = e2eTimingsOfFile(playwrightReport);
if (timings) console.log(`\n${timings}`);
finish(e2eOk && budgetOk);
