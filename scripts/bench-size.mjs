import path from 'node:path';
import { APPS, distOf, ROOT } from './apps.mjs';
import { buildApps } from './build-apps.mjs';
import { analyseApps, kib, writeBundleReport } from './bundle-size/bundle-report.mjs';
import { HOME_PATH, INITIAL_JS_BUDGET_BYTES, INITIAL_JS_GOAL_BYTES, measureHomeFirstLoad } from './bundle-size/home-first-load.mjs';

/**
 * `npm run bench:size`: the production build time, and the JavaScript a first visit to `/` costs
 * (bytes over the wire, gzip, as the servers send them), read from Chromium's network events.
 * Writes the bundle report (reports/bundle/), proves the wallet's cryptography is not part of that first load, and
 * exits non-zero when the first load exceeds its budget.
 * Serves the build on ports 4000 and 8080–8084, which must be free.
 */
const REPORT_DIR = path.join(ROOT, 'reports', 'bundle');

const builds = [];
for (let run = 0; run < 3; run++) builds.push((await buildApps({ prerender: false })).seconds);
const { prerenderSeconds } = await buildApps();

const { gzip, brotliBytes } = await measureHomeFirstLoad();
const gzipBytes = gzip.reduce((total, script) => total + script.wireBytes, 0);
const analysis = analyseApps(APPS.map((app) => ({ name: app.name, distDir: distOf(app) })));
writeBundleReport({
  outDir: REPORT_DIR,
  page: HOME_PATH,
  firstLoad: gzip,
  gzipTotal: gzipBytes,
  brotliTotal: brotliBytes,
  budgetBytes: INITIAL_JS_BUDGET_BYTES,
  analysis,
});

// The wallet's cryptography (ethers and the curves under it, ECIES) belongs to a wallet action, never to a first visit.
const isWalletCrypto = (entry) => /^(ethers|eciesjs|@noble\/|@ecies\/)/.test(entry.name);
const cryptoFiles = [...analysis].flatMap(([app, files]) =>
  [...files.values()].filter((file) => file.packages.some(isWalletCrypto)).map((file) => `${app}/${file.file}`),
);
const cryptoLoaded = gzip.filter((script) => cryptoFiles.includes(`${script.app}/${script.file}`));

const median = [...builds].sort((a, b) => a - b)[1];
console.log(
  `Production build of shell + 4 remotes (one parallel multi-compiler run): median ${median.toFixed(1)} s of 3 (${builds.map((s) => s.toFixed(1)).join(', ')}); then the prerendered pages ${prerenderSeconds.toFixed(1)} s`,
);
console.log(
  `Initial JavaScript of ${HOME_PATH}: ${gzip.length} files, ${kib(gzipBytes)} over the wire with gzip (${kib(brotliBytes)} with brotli), response headers included`,
);
for (const script of [...gzip].sort((a, b) => b.wireBytes - a.wireBytes)) {
  const biggest =
    analysis
      .get(script.app)
      ?.get(script.file)
      ?.packages.slice(0, 2)
      .map((entry) => entry.name)
      .join(', ') ?? '';
  console.log(`  ${kib(script.wireBytes).padStart(10)}  ${script.encoding.padEnd(8)} ${script.app.padEnd(8)} ${script.file.padEnd(28)} ${biggest}`);
}
console.log(
  `Wallet cryptography (ethers, @noble, eciesjs) in the initial load of ${HOME_PATH}: ${cryptoLoaded.length ? `YES (${cryptoLoaded.map((s) => s.url).join(', ')})` : 'no'} (it is in ${cryptoFiles.length} built file(s))`,
);
console.log(`Bundle report: ${path.relative(ROOT, REPORT_DIR)}/first-load-of-home.md and one file per app`);

const overBudget = gzipBytes > INITIAL_JS_BUDGET_BYTES;
console.log(
  `Budget of the initial JavaScript of ${HOME_PATH}: ${kib(INITIAL_JS_BUDGET_BYTES)} — ${overBudget ? `EXCEEDED by ${kib(gzipBytes - INITIAL_JS_BUDGET_BYTES)}` : 'met'}`,
);
console.log(
  `Goal of the platform issue: ${kib(INITIAL_JS_GOAL_BYTES)} — ${gzipBytes > INITIAL_JS_GOAL_BYTES ? `${kib(gzipBytes - INITIAL_JS_GOAL_BYTES)} to go` : 'met'}`,
);
if (overBudget || cryptoLoaded.length) process.exitCode = 1;
