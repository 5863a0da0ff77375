import { buildApps } from './build-apps.mjs';
import { originOf } from './site-layout.mjs';
import { launchChromium } from './chromium.mjs';
import { withServedSite } from './served-site.mjs';

/**
 * `npm run bench:identity`: how long a visitor waits for the identity page after clicking "Sign in" in the
 * header, on localhost in Chromium (issue 21: under a second). Each run is a fresh visitor at 1280 px: the
 * home page, the click, then `/loading?auth=true` asks the API for the page's address and the browser loads
 * it; the time ends when the identity page's heading is on screen. Prints the median and 95th percentile of
 * the click-to-page time and, apart, the API's share (request start to response end of the page itself).
 * `-- --no-build` measures the existing build. Needs ports 4000 and 8080–8084 free.
 */
const RUNS = 20;

if (!process.argv.includes('--no-build')) await buildApps();

const runs = await withServedSite(async (site) => {
  const browser = await launchChromium();
  try {
    const results = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      // A visitor who made the cookie choice already: the banner is not what is measured.
      await context.addCookies([{ name: 'consent', value: '{%22analytics%22:false%2C%22visitorId%22:null}', url: site }]);
      const page = await context.newPage();
      await page.goto(`${site}/`, { waitUntil: 'networkidle' });
      const signIn = page.getByRole('link', { name: 'Sign in', exact: true });
      await signIn.waitFor();
      const clicked = performance.now();
      await signIn.click();
      await page.waitForURL(`${originOf('api')}/idp/authorize**`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const reachedMs = performance.now() - clicked;
      const serverMs = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        return navigation.responseEnd - navigation.requestStart;
      });
      results.push({ reachedMs, serverMs });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
});

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const summary = (values) => `median ${percentile(values, 0.5).toFixed(0)} ms, p95 ${percentile(values, 0.95).toFixed(0)} ms`;
console.log(`Identity page reached from a click on "Sign in" (home, 1280 px, fresh visitor), ${RUNS} runs, localhost:`);
console.log(`  click to the page's heading on screen: ${summary(runs.map((run) => run.reachedMs))}`);
console.log(`  of which the API answering the page: ${summary(runs.map((run) => run.serverMs))}`);
