import { type BrowserContext, expect, type Page } from '@playwright/test';
import { test as base, watchForMissingValues } from './support/site-test';
import { localized, message, pageTitle } from './support/catalogue';
import { ROUTE_SAMPLES, type RouteSample, type SampleText } from './support/route-samples';
import { seededFacts, withSeededFacts } from './support/seeded-facts';
import { API_ORIGIN, SHELL_ORIGIN, SIGNED_IN_STATE, type SignedInAs } from './support/sessions';

const LOCALES = ['en', 'ja', 'de', 'fr'] as const;
const VIEWERS: readonly (SignedInAs | 'visitor')[] = ['visitor', 'user', 'admin'];

const viewerOf = (sample: RouteSample) => ('signedIn' in sample && sample.signedIn) || 'visitor';

/**
 * Each test is a fresh document, but the tests of one viewer in one language share one tab of one browser
 * context in a worker, as one person's browser would: the shell's and the remotes' hashed files come from
 * its cache, and a same-site load in the same tab keeps its renderer process (a new tab would start a cold
 * one and compile the site's code again), so 190 page loads do not each start the site cold (they were a
 * third of the e2e time). The context is per language because an unprefixed address follows the language
 * the browser last chose, and per viewer because the session is in its cookies.
 */
const test = base.extend<{ routePage: Page }, { routeTabs: Map<string, Page> }>({
  routeTabs: [
    async ({ browser: _browser }, use) => {
      const tabs = new Map<string, Page>();
      await use(tabs);
      await Promise.all([...tabs.values()].map((tab) => tab.context().close()));
    },
    { scope: 'worker' },
  ],
  routePage: async ({ browser, routeTabs, baseURL, userAgent, storageState, locale }, use, testInfo) => {
    const key = testInfo.titlePath.slice(1, -1).join(' › ');
    let tab = routeTabs.get(key);
    if (!tab || tab.isClosed()) {
      const context: BrowserContext = await browser.newContext({ baseURL, userAgent, storageState, locale });
      tab = await context.newPage();
      routeTabs.set(key, tab);
    }
    // The suite's guard watches the contexts Playwright makes; this tab's context is the spec's own.
    const guard = watchForMissingValues(tab);
    await use(tab);
    guard.finish();
  },
});

function routeTest(locale: (typeof LOCALES)[number], sample: RouteSample) {
  if ('startsSignIn' in sample) {
    test(`${sample.path} starts signing in (${sample.startsSignIn}) on the identity page`, async ({ routePage: page }) => {
      await page.goto(localized(locale, sample.path));
      await expect(page).toHaveURL(new RegExp(`^${API_ORIGIN}/idp/authorize\\?request=[^&]+&mode=${sample.startsSignIn}$`));
    });
    return;
  }
  if ('redirectsTo' in sample) {
    test(`${sample.path} leads to ${sample.redirectsTo}`, async ({ routePage: page }) => {
      await page.goto(localized(locale, sample.path));
      const target = new URL(localized(locale, sample.redirectsTo), SHELL_ORIGIN);
      await expect(page).toHaveURL(target.href);
    });
    return;
  }
  test(`${sample.path} shows its translated page`, async ({ routePage: page }) => {
    const facts = await seededFacts();
    const values = { ...sample.values };
    for (const [name, key] of Object.entries(sample.translatedValues ?? {})) values[name] = message(locale, key);
    for (const [name, fact] of Object.entries(sample.seededValues ?? {})) values[name] = facts[fact];
    const text = (shown: SampleText) => (typeof shown === 'string' ? message(locale, shown, values) : facts[shown.seeded]);
    await page.goto(localized(locale, withSeededFacts(sample.path, facts)));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(sample.heading));
    await expect(page).toHaveTitle(pageTitle(locale, text(sample.title)));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', sample.layout);
    if (sample.remote) await expect(page.locator(`[data-remote="${sample.remote}"]`)).toBeVisible();
  });
}

for (const locale of LOCALES) {
  test.describe(`every route in ${locale}`, () => {
    for (const viewer of VIEWERS) {
      test.describe(viewer === 'visitor' ? 'as a visitor' : `signed in as ${viewer}`, () => {
        if (viewer !== 'visitor') test.use({ storageState: SIGNED_IN_STATE[viewer] });
        for (const sample of ROUTE_SAMPLES.filter((candidate) => viewerOf(candidate) === viewer)) routeTest(locale, sample);
      });
    }
  });
}
