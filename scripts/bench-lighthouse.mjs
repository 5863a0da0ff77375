import { buildApps } from './build-apps.mjs';
import { mobilePerformance } from './lighthouse/mobile-audit.mjs';
import { withServedSite } from './served-site.mjs';

/**
 * `npm run bench:lighthouse`: Lighthouse's performance category for `/` on a phone (Lighthouse's
 * mobile emulation: simulated slow 4G, 4× CPU slowdown) against the production build, served as
 * `npm start` serves it. Prints the median of five runs (the score, LCP, CLS, TBT, FCP) and each run.
 * `-- --no-build` audits the existing build. Needs ports 4000 and 8080–8084 free.
 */
const RUNS = 5;
const PAGE = '/';

if (!process.argv.includes('--no-build')) await buildApps();

const runs = await withServedSite(async (site) => {
  const results = [];
  for (let run = 0; run < RUNS; run++) results.push(await mobilePerformance(`${site}${PAGE}`));
  return results;
});

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const line = ({ score, lcpMs, cls, tbtMs, fcpMs }) => `performance ${score}, LCP ${ms(lcpMs)}, CLS ${cls.toFixed(3)}, TBT ${ms(tbtMs)}, FCP ${ms(fcpMs)}`;
console.log(
  `Lighthouse, mobile, ${PAGE} (median of ${RUNS}): ${line({
    score: median(runs.map((run) => run.score)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    fcpMs: median(runs.map((run) => run.fcpMs)),
  })}`,
);
for (const [index, run] of runs.entries()) console.log(`  run ${index + 1}: ${line(run)}`);
