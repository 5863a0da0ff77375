import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { APPS } from './apps.mjs';
import { runRemotePipeline, STEPS } from './ci-remote.mjs';

/**
 * `npm run bench:pipeline [-- <app> …]`: runs each app's pipeline (`npm run ci:remote -- <app>`) one after
 * the other, as its team would, and prints the seconds of each step per app with the machine's load
 * average beside them (the time of a shared machine is only as good as its load). The target is 5
 * minutes per app on a 2-core machine after `npm ci`, so no task answers from the cache (`-- --cached` for the
 * warm figures). A failing pipeline is reported, and the others still run.
 */
const TARGET_SECONDS = 300;

const args = process.argv.slice(2);
// As from a fresh clone after `npm ci`: no task answers from the cache, unless `--cached` asks for the warm figures.
const force = !args.includes('--cached');
const names = args.filter((arg) => arg !== '--cached');
const apps = names.length ? names : APPS.map((app) => app.name);
const results = [];
for (const name of apps) {
  const loadBefore = loadavg()[0];
  const result = await runRemotePipeline(name, { force });
  results.push({ name, ...result, load: `${loadBefore.toFixed(2)}→${loadavg()[0].toFixed(2)}` });
}

const cell = (value, width) => String(value).padStart(width);
const short = ['owners', 'lint+types+unit+build', 'others published', 'surface', 'e2e'];
console.log(`\nPipeline per app, seconds (target ≤ ${TARGET_SECONDS} s; load average at start→end):`);
console.log(`${'app'.padEnd(9)}${short.map((title) => cell(title, 22)).join('')}${cell('total', 9)}  result  load`);
for (const { name, timings, seconds, ok, load } of results) {
  const byStep = STEPS.map((step) => timings.find((timing) => timing.step === step));
  const row = byStep.map((timing) => cell(timing ? timing.seconds.toFixed(1) : '-', 22)).join('');
  const verdict = !ok ? 'FAILED' : seconds <= TARGET_SECONDS ? 'ok' : 'SLOW';
  console.log(`${name.padEnd(9)}${row}${cell(seconds.toFixed(1), 9)}  ${verdict.padEnd(6)}  ${load}`);
}
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(results.every((result) => result.ok) ? 0 : 1);
