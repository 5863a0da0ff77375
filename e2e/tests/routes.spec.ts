import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message, pageTitle } from './support/catalogue';
import { ROUTE_SAMPLES, type RouteSample, type SampleText } from './support/route-samples';
import { openInApp } from './support/in-app-navigation';
import { seededFacts, withSeededFacts } from './support/seeded-facts';
import { API_ORIGIN, SHELL_ORIGIN, SIGNED_IN_STATE, type SignedInAs } from './support/sessions';

const LOCALES = ['en', 'ja', 'de', 'fr'] as const;
const VIEWERS: readonly (SignedInAs | 'visitor')[] = ['visitor', 'user', 'admin'];

const viewerOf = (sample: RouteSample) => ('signedIn' in sample && sample.signedIn) || 'visitor';

type Locale = (typeof LOCALES)[number];

/**
 * The tests of one viewer share one tab in a worker (`sharedTab`), as one person's browser would, so 190
 * page loads do not each start the site cold (they were a third of the e2e time). Each route is opened by
 * a document load (a deep link) in English; in the other languages the shell already running in the tab
 * opens it (`openInApp`), so the shell does not boot again for each of them: the same checks, a third of
 * the cold starts. A sign-in start leaves the site, so its test always loads the document.
 */
const open = (page: Page, locale: Locale, path: string) => (locale === 'en' ? page.goto(path) : openInApp(page, path));

function routeTest(locale: Locale, sample: RouteSample) {
  if ('startsSignIn' in sample) {
    test(`${locale}: ${sample.path} starts signing in (${sample.startsSignIn}) on the identity page`, async ({ sharedTab: page }) => {
      await page.goto(localized(locale, sample.path));
      await expect(page).toHaveURL(new RegExp(`^${API_ORIGIN}/idp/authorize\\?request=[^&]+&mode=${sample.startsSignIn}$`));
    });
    return;
  }
  if ('redirectsTo' in sample) {
    // After an in-app opening too, only the router's redirect can change the address it was opened at.
    test(`${locale}: ${sample.path} leads to ${sample.redirectsTo}`, async ({ sharedTab: page }) => {
      await open(page, locale, localized(locale, sample.path));
      const target = new URL(localized(locale, sample.redirectsTo), SHELL_ORIGIN);
      await expect(page).toHaveURL(target.href);
    });
    return;
  }
  test(`${locale}: ${sample.path} shows its translated page`, async ({ sharedTab: page }) => {
    const facts = await seededFacts();
    const values = { ...sample.values };
    for (const [name, key] of Object.entries(sample.translatedValues ?? {})) values[name] = message(locale, key);
    for (const [name, fact] of Object.entries(sample.seededValues ?? {})) values[name] = facts[fact];
    const text = (shown: SampleText) => (typeof shown === 'string' ? message(locale, shown, values) : facts[shown.seeded]);
    await open(page, locale, localized(locale, withSeededFacts(sample.path, facts)));
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(sample.heading));
    await expect(page).toHaveTitle(pageTitle(locale, text(sample.title)));
    await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', sample.layout);
    if (sample.remote) await expect(page.locator(`[data-remote="${sample.remote}"]`)).toBeVisible();
  });
}

// One describe block, and so one shared tab, per viewer: English first, whose deep links start the tab's shell.
for (const viewer of VIEWERS) {
  test.describe(viewer === 'visitor' ? 'every route as a visitor' : `every route signed in as ${viewer}`, () => {
    if (viewer !== 'visitor') test.use({ storageState: SIGNED_IN_STATE[viewer] });
    for (const locale of LOCALES) {
      for (const sample of ROUTE_SAMPLES.filter((candidate) => viewerOf(candidate) === viewer)) routeTest(locale, sample);
    }
  });
}
