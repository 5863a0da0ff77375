import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message, pageTitle } from './support/catalogue';
import { ROUTE_SAMPLES, type RouteSample, type SampleText } from './support/route-samples';
import { seededFacts, withSeededFacts } from './support/seeded-facts';
import { API_ORIGIN, SHELL_ORIGIN, SIGNED_IN_STATE, type SignedInAs } from './support/sessions';

const LOCALES = ['en', 'ja', 'de', 'fr'] as const;
const VIEWERS: readonly (SignedInAs | 'visitor')[] = ['visitor', 'user', 'admin'];

const viewerOf = (sample: RouteSample) => ('signedIn' in sample && sample.signedIn) || 'visitor';

/**
 * The tests of one viewer in one language share one tab in a worker (`sharedTab`), as one person's browser
 * would, so 190 page loads do not each start the site cold (they were a third of the e2e time).
 */
function routeTest(locale: (typeof LOCALES)[number], sample: RouteSample) {
  if ('startsSignIn' in sample) {
    test(`${sample.path} starts signing in (${sample.startsSignIn}) on the identity page`, async ({ sharedTab: page }) => {
      await page.goto(localized(locale, sample.path));
      await expect(page).toHaveURL(new RegExp(`^${API_ORIGIN}/idp/authorize\\?request=[^&]+&mode=${sample.startsSignIn}$`));
    });
    return;
  }
  if ('redirectsTo' in sample) {
    test(`${sample.path} leads to ${sample.redirectsTo}`, async ({ sharedTab: page }) => {
      await page.goto(localized(locale, sample.path));
      const target = new URL(localized(locale, sample.redirectsTo), SHELL_ORIGIN);
      await expect(page).toHaveURL(target.href);
    });
    return;
  }
  test(`${sample.path} shows its translated page`, async ({ sharedTab: page }) => {
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
