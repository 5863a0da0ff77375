import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { findingRows, formatAuditTable } from './security-audit-table.mjs';

/**
 * `npm run audit:security`: the adversarial suite alone — the API's probes (`api/src/security/`, Jest, on
 * the database `DATABASE_URL` names or embedded PGlite) and the browser's (`e2e/tests/security/`, Playwright
 * against the production build) — then one table: each finding of SECURITY.md, the probes tried, how they
 * ended. `--no-browser` skips the build and Playwright. Exits non-zero when any probe failed.
 */
const withBrowser = !process.argv.includes('--no-browser');
const reports = mkdtempSync(path.join(tmpdir(), 'marketplace-audit-'));
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'], ...options, env: { ...process.env, ...options.env } });
  return result.status === 0;
}

function readReport(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Jest's JSON report as [describe title, test title, passed, ms] rows. */
function jestProbes(report) {
  return (report?.testResults ?? []).flatMap((file) =>
    file.assertionResults.map((test) => ({ suite: test.ancestorTitles[0] ?? '', title: test.title, passed: test.status === 'passed', ms: test.duration ?? 0 })),
  );
}

/** Playwright's JSON report, walked down to its tests, as the same rows. */
function playwrightProbes(report) {
  const rows = [];
  const walk = (suite, ancestors) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        rows.push({
          suite: ancestors.find((title) => /^finding \d+/i.test(title)) ?? '',
          title: spec.title,
          passed: test.status === 'expected',
          ms: result?.duration ?? 0,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...ancestors, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, [suite.title]);
  return rows;
}

const apiReport = path.join(reports, 'api.json');
console.log('▶ API probes (api/src/security)');
run(bin('jest'), ['--ci', '-c', 'api/jest.config.cjs', '--json', `--outputFile=${apiReport}`, 'api/src/security']);
const probes = jestProbes(readReport(apiReport)).map((probe) => ({ ...probe, where: 'API' }));
if (!readReport(apiReport)) probes.push({ where: 'API', suite: '', title: 'the API suite did not report', passed: false, ms: 0 });

if (withBrowser) {
  console.log('\n▶ production build');
  await buildApps();
  if (!run('bash', ['scripts/ensure-chromium.sh'])) process.exit(1);
  const browserReport = path.join(reports, 'browser.json');
  console.log('\n▶ browser probes (e2e/tests/security)');
  run(bin('playwright'), ['test', '--reporter=list,json', 'tests/security'], {
    cwd: path.join(ROOT, 'e2e'),
    env: { CI: process.env.CI ?? '1', PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport },
  });
  const report = readReport(browserReport);
  probes.push(...playwrightProbes(report).map((probe) => ({ ...probe, where: 'browser' })));
  if (!report) probes.push({ where: 'browser', suite: '', title: 'the browser suite did not report', passed: false, ms: 0 });
}

const rows = findingRows(probes);
console.log(`\n${formatAuditTable(rows)}`);
const failed = probes.filter((probe) => !probe.passed);
for (const probe of failed) console.log(`✖ ${probe.where} · ${probe.suite} › ${probe.title}`);
console.log(`\n${probes.length} probes, ${probes.length - failed.length} held, ${failed.length} failed (the fuzz probe prints its request count above)`);
process.exit(failed.length === 0 ? 0 : 1);
