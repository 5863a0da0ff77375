import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { ROUTE_SAMPLES, type RouteSample } from './support/route-samples';
import { listenForNoise, type Noise } from './support/page-noise';
import { seededFacts, withSeededFacts } from './support/seeded-facts';
import { SIGNED_IN_STATE, freshAccountWithoutWallet } from './support/sessions';

/**
 * The pages of the tour: every sample of the routes spec that shows a page to a signed-in user. Left out:
 * redirects (the page they lead to is toured under its own address), `/auth…` (they leave the site for
 * the identity page) and `/admin`, which is the ADMIN's.
 */
type TourSample = Extract<RouteSample, { heading: unknown }>;
const TOUR = ROUTE_SAMPLES.filter((sample): sample is TourSample => 'heading' in sample && sample.signedIn !== 'admin');

/**
 * Public pages that also read the signed-in person's own records: their influencer application, whether
 * they play the game, what they can craft, what they can afford. With every page behind login, these are
 * where a newcomer's absences (no wallet, no player, no application) are asked about; the rest of the tour
 * (legal pages, and samples of ids nobody has) reads nothing of theirs and is the seeded user's alone.
 */
const READS_OWN_RECORDS = ['/influencer-program', '/craft/diamond-dreams', '/store/diamond-dreams', '/market/elemental-raiders'];
const NEWCOMER_TOUR = TOUR.filter((sample) => sample.signedIn === 'user' || READS_OWN_RECORDS.includes(sample.path));

/**
 * Refusals that are the page's subject, each with why. On such a page the refused request, the console's
 * line about it and the client's error report of it (spec §8 reports every refusal; the report itself may
 * be refused with 429 when the whole suite's reports from 127.0.0.1 fill the minute) are expected. Nothing
 * else is: an absence a page asks about every time (not a player, no keys yet, no application) is data.
 */
const EXPECTED_REFUSALS: { page: string; request: RegExp; reason: string }[] = [
  {
    page: '/user-portal/mint/mint-42',
    request: /\/api\/users\/self\/mints\/mint-42$/,
    reason: 'the sample is a mint id nobody has: the checkout shows "not found"',
  },
  { page: '/craft/diamond-dreams/recipe-7', request: /\/craft\/recipe-7$/, reason: 'the sample is a recipe id nobody has: the recipe page shows "not found"' },
  { page: '/store/diamond-dreams/item-3', request: /\/store\/item-3$/, reason: 'the sample is a store item id nobody has: the item page shows "not found"' },
  {
    page: '/market/elemental-raiders/listing-9',
    request: /\/market\/listing-9$/,
    reason: 'the sample is a listing id nobody has: the listing page shows "not found"',
  },
  {
    page: '/market/elemental-raiders/stack/set-2',
    request: /\/market\/stacks\/set-2\/completion$/,
    reason: 'the sample is a set nobody lists: the stack page shows "not found"',
  },
  {
    page: '/craft/diamond-dreams/category/armour',
    request: /\/(craft|craft-readiness)\?.*categoryId=armour/,
    reason: "the sample is a category Diamond Dreams does not have (the routes spec checks the page's heading without one)",
  },
  {
    page: '/store/diamond-dreams/category/weapons',
    request: /\/store\?.*categoryId=weapons/,
    reason: "the sample is another game's category (the routes spec checks the page's heading without one)",
  },
];

const ERROR_REPORT = /\/api\/log$/;

function isExpected(noise: Noise): boolean {
  const refusal = EXPECTED_REFUSALS.find((candidate) => candidate.page === noise.page);
  if (!refusal || !noise.url) return false;
  return refusal.request.test(noise.url) || ERROR_REPORT.test(new URL(noise.url).pathname);
}

/** Opens every page of the tour in one tab (one browser context: the site's files come from its cache after the first page). */
async function tour(page: Page, samples: readonly TourSample[]): Promise<string[]> {
  // A page's load, its heading and the quiet after it: 1.5 s a page beside the other tour on a quiet 2-core
  // machine (the seeded user's 35 pages in 53 s), 2.6 s inside the whole suite's run (91 s, past the 1.5 s allowed before).
  test.setTimeout(30_000 + samples.length * 3_000);
  const noise = listenForNoise(page);
  const facts = await seededFacts();
  for (const sample of samples) {
    noise.on(sample.path);
    await page.goto(withSeededFacts(sample.path, facts));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noise.quiet();
  }
  return noise.heard.filter((heard) => !isExpected(heard)).map((heard) => `${heard.page}: ${heard.kind} ${heard.text} ${heard.url ?? ''}`.trim());
}

test.describe('a signed-in tour of every page is quiet: no console error, no refused request, no error report', () => {
  test.describe('for the seeded user', () => {
    test.use({ storageState: SIGNED_IN_STATE.user });

    test('who has a wallet but plays no game', async ({ page }) => {
      expect(await tour(page, TOUR)).toEqual([]);
    });
  });

  test('for a newcomer with no wallet, no game and no application yet', async ({ page }) => {
    await freshAccountWithoutWallet(page, 'quiet-tour');
    expect(await tour(page, NEWCOMER_TOUR)).toEqual([]);
  });

  test('every expected refusal and every page read for its own records names a page of the tour', () => {
    const toured = (path: string) => TOUR.some((sample) => sample.path === path);
    expect([...EXPECTED_REFUSALS.map((refusal) => refusal.page), ...READS_OWN_RECORDS].filter((path) => !toured(path))).toEqual([]);
  });
});
