import { buildApps } from './build-apps.mjs';
import { launchChromium } from './chromium.mjs';
import { requestWaterfall } from './first-paint/request-waterfall.mjs';
import { withServedSite } from './served-site.mjs';
import { BENCH_MERCHANT, firstStoreItemId, payloadOf } from './first-paint/seeded-reads.mjs';
import { median } from './median.mjs';

/**
 * `npm run bench:first-paint`: a shopper arriving on a remote's page from a link, in Chromium at a
 * phone's size, fresh each time: a merchant's store front and a store item (`/store/diamond-dreams`),
 * a collectible's page and a public profile (the account remote) and a policy (the legal remote). For
 * each, when the requests its first paint waits for start, in ms after navigation start: the
 * document's first byte, the remote's manifest, its entry, its page chunk, the page's main art, the
 * chunk of its own words (a policy's text), and the largest paint. Served without the first paint's
 * hints (as before them), then with them (tooling/first-paint/); the median of three of each. Timings
 * of request starts say what waits on what even on a loaded machine, where Lighthouse's scores swing.
 * `-- --no-build` measures the existing build. Needs the site's ports free (scripts/site-layout.mjs).
 */
const RUNS = 3;
const MERCHANT = BENCH_MERCHANT;
/** The seeded person whose profile and first collectible are measured (`/api/users/demo`). */
const PERSON = 'demo';

if (!process.argv.includes('--no-build')) await buildApps();

async function personAndCollectible() {
  const person = await payloadOf(`/api/users/${PERSON}`);
  const [collectible] = (await payloadOf(`/api/users/${person.id}/collectibles`)).records;
  if (!collectible) throw new Error(`${PERSON} owns no collectible`);
  return { personId: person.id, collectibleId: collectible.id };
}

/** The pages measured: what each paints first (its art, or the element its words show in) and the chunk of its words. */
async function measuredPages() {
  const itemArt = { artPattern: /\/api\/collectible-images\//, artSelector: 'main img[srcset][fetchpriority="high"]' };
  const { personId, collectibleId } = await personAndCollectible();
  return [
    { name: `/store/${MERCHANT}`, path: `/store/${MERCHANT}`, artPattern: /\/api\/merchant-art\//, artSelector: 'img[src*="/api/merchant-art/"]' },
    { name: `/store/${MERCHANT}/{item}`, path: `/store/${MERCHANT}/${await firstStoreItemId()}`, ...itemArt },
    { name: '/collectible/{id}', path: `/collectible/${collectibleId}`, ...itemArt },
    // Its banner and picture are drawn: its art is the first card of the person's collection.
    { name: '/user/{id}', path: `/user/${personId}`, artPattern: itemArt.artPattern, artSelector: 'main [data-profile] img[fetchpriority="high"]' },
    { name: '/legal/terms', path: '/legal/terms', readySelector: 'main [data-policy="terms"]', contentPattern: /\/policy-en-terms-ts\.[0-9a-f]+\.js$/ },
  ];
}

async function measure(firstPaintHints) {
  return withServedSite(
    async (site) => {
      const pages = await measuredPages();
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

const ms = (value) => (value === null ? '–' : `${Math.round(value)}`);
const COLUMNS = ['document', 'manifest', 'entry', 'pageChunk', 'art', 'content', 'largestPaint'];

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
