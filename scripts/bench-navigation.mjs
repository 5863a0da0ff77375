import { buildApps } from './build-apps.mjs';
import { launchChromium } from './chromium.mjs';
import { firstRemoteNavigation } from './navigation/first-remote-navigation.mjs';
import { withServedSite } from './served-site.mjs';
import { median } from './median.mjs';

/**
 * `npm run bench:navigation`: the first in-app navigation into a remote route, on localhost in
 * Chromium: a first visit to `/`, then a click on the footer's "Terms of service" (the legal remote,
 * whose code the page has not loaded yet). Prints, as the median of ten fresh visits, how long after
 * the click the navigation progress bar appeared and the remote's page was there.
 * `-- --no-build` measures the existing build. Needs ports 4000 and 8080–8084 free.
 */
const RUNS = 10;
const NAVIGATION = { linkName: 'Terms of service', remoteModule: 'legal/PolicyPage' };

if (!process.argv.includes('--no-build')) await buildApps();

const runs = await withServedSite(async (site) => {
  const browser = await launchChromium();
  try {
    const results = [];
    for (let run = 0; run < RUNS; run++) results.push(await firstRemoteNavigation(browser, { from: `${site}/`, ...NAVIGATION }));
    return results;
  } finally {
    await browser.close();
  }
});

const shown = runs.filter((run) => run.progressMs !== null);
console.log(`First navigation from / into a remote route (${NAVIGATION.remoteModule}), median of ${RUNS} fresh visits, localhost:`);
console.log(
  `  progress bar shown ${shown.length ? `${median(shown.map((run) => run.progressMs)).toFixed(0)} ms after the click` : 'never'} (in ${shown.length} of ${RUNS} runs)`,
);
console.log(
  `  page there ${median(runs.map((run) => run.contentMs)).toFixed(0)} ms after the click (fastest ${Math.min(...runs.map((run) => run.contentMs)).toFixed(0)} ms, slowest ${Math.max(...runs.map((run) => run.contentMs)).toFixed(0)} ms)`,
);
