import { buildApps } from './build-apps.mjs';
import { launchChromium } from './chromium.mjs';
import { requestWaterfall } from './first-paint/request-waterfall.mjs';
import { withServedSite } from './served-site.mjs';
import { originOf } from './site-layout.mjs';

/**
 * `npm run bench:first-paint`: a shopper arriving on a merchant's page from a link (`/store/diamond-dreams`
 * and a store item), in Chromium at a phone's size, fresh each time: when the requests the first paint
 * waits for start, in ms after navigation start: the document's first byte, the remote's manifest, its
 * entry, its page chunk, the page's main art, and the largest paint. Served without the first paint's
 * hints (as before them), then with them (tooling/first-paint/); the median of three of each. Timings of
 * request starts say what waits on what even on a loaded machine, where Lighthouse's scores swing.
 * `-- --no-build` measures the existing build. Needs the site's ports free (scripts/site-layout.mjs).
 */
const RUNS = 3;
const MERCHANT = 'diamond-dreams';

if (!process.argv.includes('--no-build')) await buildApps();

async function firstStoreItemId() {
  const answer = await fetch(`${originOf('api')}/api/merchants/${MERCHANT}/store?page=1&pageSize=1`);
  const [first] = (await answer.json()).payload.records;
  if (!first) throw new Error(`the store of ${MERCHANT} lists nothing`);
  return first.id;
}

async function measure(firstPaintHints) {
  return withServedSite(
    async (site) => {
      const pages = [
        { name: `/store/${MERCHANT}`, path: `/store/${MERCHANT}`, artPattern: /\/api\/merchant-art\//, artSelector: 'img[src*="/api/merchant-art/"]' },
        {
          name: `/store/${MERCHANT}/{item}`,
          path: `/store/${MERCHANT}/${await firstStoreItemId()}`,
          artPattern: /\/api\/collectible-images\//,
          artSelector: 'img[srcset][fetchpriority="high"]',
        },
      ];
      const browser = await launchChromium();
      try {
        const results = {};
        for (const page of pages) {
          // A running server has read the API and the manifests before; the first page after a start has not.
          await fetch(`${site}${page.path}`).then((answer) => answer.text());
          results[page.name] = [];
          for (let run = 0; run < RUNS; run++) results[page.name].push(await requestWaterfall(browser, `${site}${page.path}`, page));
        }
        return results;
      } finally {
        await browser.close();
      }
    },
    { firstPaintHints },
  );
}

const median = (values) => {
  const known = values.filter((value) => value !== null);
  return known.length ? [...known].sort((a, b) => a - b)[Math.floor(known.length / 2)] : null;
};
const ms = (value) => (value === null ? '–' : `${Math.round(value)}`);
const COLUMNS = ['document', 'manifest', 'entry', 'pageChunk', 'art', 'largestPaint'];

const before = await measure(false);
const after = await measure(true);
console.log(`Request starts after navigation start, ms, median of ${RUNS} fresh visits (Chromium, 412×823 phone viewport, localhost):`);
console.log(`| page | served | ${COLUMNS.join(' | ')} | largest paint element |`);
for (const page of Object.keys(before)) {
  for (const [served, runs] of [
    ['without hints', before[page]],
    ['with hints', after[page]],
  ]) {
    const cells = COLUMNS.map((column) => ms(median(runs.map((run) => run[column]))));
    console.log(`| ${page} | ${served} | ${cells.join(' | ')} | ${runs.at(-1).largestPaintElement} |`);
  }
}
