import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';

// A first visit: this spec alone starts without the cookie choice the suite's config gives every browser.
test.use({ storageState: { cookies: [], origins: [] } });

const PAGE_VIEWS = '/api/analytics/page-views';
const DAY_S = 24 * 3600;

interface PageView {
  path: string;
  locale: string;
  visitorId: string;
}

/** Every request of the page that belongs to analytics (the API's page views, the tracker's chunk), from the first byte. */
function watchAnalytics(page: Page): { views: PageView[]; requests: string[] } {
  const seen = { views: [] as PageView[], requests: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (!/analytics|page-view/.test(url)) return;
    seen.requests.push(`${request.method()} ${url}`);
    if (request.method() === 'POST' && url.endsWith(PAGE_VIEWS)) seen.views.push(request.postDataJSON() as PageView);
  });
  return seen;
}

const banner = (page: Page, locale = 'en') => page.getByRole('region', { name: message(locale, 'consent.bannerHeading') });
const viewCounted = (page: Page) => page.waitForResponse((response) => response.url().endsWith(PAGE_VIEWS) && response.request().method() === 'POST');

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'consent');
}

test('a first visit asks in a banner, and nothing of analytics is fetched before consent', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const analytics = watchAnalytics(page);
  await page.goto('/');

  await expect(banner(page)).toBeVisible();
  // Not a dialog: the page behind it stays usable, nothing is inert.
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: message('en', 'consent.rejectNonEssential') })).toBeVisible();
  await saveScreenshot(page, 'consent-banner-en-1280');
  await expectNoAxeViolations(page);

  // Browsing on without answering counts nothing either. The cookie policy holds the same settings, so the banner
  // waits unseen there (the page's own settings ask), and is back on the next page until a choice is made.
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'legal.cookies') })
    .click();
  await expect(page).toHaveURL(/\/legal\/cookies$/);
  const settings = page.getByRole('region', { name: message('en', 'consent.settingsHeading') });
  await expect(settings.getByRole('status')).toHaveText(message('en', 'consent.statusUndecided'));
  await expect(banner(page)).toHaveCount(0);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'nav.support') })
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(analytics.requests).toEqual([]);
});

test('accepting by keyboard counts the page once, then one view per navigation, and survives a reload for 365 days', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const analytics = watchAnalytics(page);
  await page.goto('/');
  await expect(banner(page).getByRole('button', { name: message('en', 'consent.acceptAll') })).toBeVisible();

  // The banner is the page's last stop: one Shift+Tab from the top reaches its main answer, no focus trap.
  await page.keyboard.press('Shift+Tab');
  await expect(banner(page).getByRole('button', { name: message('en', 'consent.acceptAll') })).toBeFocused();
  const first = viewCounted(page);
  await page.keyboard.press('Enter');
  await first;
  await expect(banner(page)).toHaveCount(0);
  expect(analytics.views).toEqual([{ path: '/', locale: 'en', visitorId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
  const visitorId = analytics.views[0]!.visitorId;

  const second = viewCounted(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'nav.support') })
    .click();
  await second;
  await page.waitForTimeout(500);
  expect(analytics.views).toEqual([
    { path: '/', locale: 'en', visitorId },
    { path: '/support', locale: 'en', visitorId },
  ]);

  const cookie = await consentCookie(page);
  const inAYear = Date.now() / 1000 + 365 * DAY_S;
  expect(cookie?.expires).toBeGreaterThan(inAYear - DAY_S);
  expect(cookie?.expires).toBeLessThan(inAYear + DAY_S);

  const afterReload = viewCounted(page);
  await page.reload();
  await afterReload;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(analytics.views.at(-1)).toEqual({ path: '/support', locale: 'en', visitorId });
});

test('rejecting what is not necessary sends nothing, now or after a reload', async ({ page }) => {
  const analytics = watchAnalytics(page);
  await page.goto(localized('ja', '/'));

  await banner(page, 'ja')
    .getByRole('button', { name: message('ja', 'consent.rejectNonEssential') })
    .click();
  await expect(banner(page, 'ja')).toHaveCount(0);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('ja', 'nav.support') })
    .click();
  await expect(page).toHaveURL(/\/ja\/support$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);

  await expect(banner(page, 'ja')).toHaveCount(0);
  expect(analytics.requests).toEqual([]);
  expect(JSON.parse(decodeURIComponent((await consentCookie(page))!.value))).toEqual({ analytics: false, visitorId: null });
});

test('a phone visitor chooses per category in Japanese', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(localized('ja', '/'));

  await banner(page, 'ja')
    .getByRole('button', { name: message('ja', 'consent.choose') })
    .click();
  await expect(banner(page, 'ja').getByRole('checkbox', { name: message('ja', 'consent.analytics') })).not.toBeChecked();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'consent-banner-ja-360');
  await expectNoAxeViolations(page);

  await banner(page, 'ja')
    .getByRole('checkbox', { name: message('ja', 'consent.analytics') })
    .check();
  const counted = viewCounted(page);
  await banner(page, 'ja')
    .getByRole('button', { name: message('ja', 'consent.saveChoices') })
    .click();
  expect((await counted).request().postDataJSON()).toMatchObject({ path: '/', locale: 'ja' });
});

test('the cookie policy page changes the choice, and the shell follows at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const analytics = watchAnalytics(page);
  await page.goto('/');
  const accepted = viewCounted(page);
  await banner(page)
    .getByRole('button', { name: message('en', 'consent.acceptAll') })
    .click();
  await accepted;

  const policyView = viewCounted(page);
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'legal.cookies') })
    .click();
  await policyView;
  const settings = page.getByRole('region', { name: message('en', 'consent.settingsHeading') });
  await expect(settings.getByRole('status')).toHaveText(message('en', 'consent.statusAllowed'));
  await saveScreenshot(page, 'consent-settings-en-1280');
  await expectNoAxeViolations(page);

  // Withdrawn: no view for the next navigation, without a reload.
  await settings.getByRole('checkbox', { name: message('en', 'consent.analytics') }).uncheck();
  await settings.getByRole('button', { name: message('en', 'consent.save') }).click();
  await expect(page.getByText(message('en', 'consent.saved'))).toBeVisible();
  await expect(settings.getByRole('status')).toHaveText(message('en', 'consent.statusRefused'));
  const viewsBefore = analytics.views.length;
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: message('en', 'nav.support') })
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await page.waitForTimeout(500);
  expect(analytics.views).toHaveLength(viewsBefore);

  // Allowed again from the policy page: the page on screen is counted at once, under a new visitor id.
  await page.goBack();
  await expect(settings.getByRole('status')).toHaveText(message('en', 'consent.statusRefused'));
  await settings.getByRole('checkbox', { name: message('en', 'consent.analytics') }).check();
  const again = viewCounted(page);
  await settings.getByRole('button', { name: message('en', 'consent.save') }).click();
  const view = (await again).request().postDataJSON() as PageView;
  expect(view.path).toBe('/legal/cookies');
  expect(view.visitorId).not.toBe(analytics.views[0]!.visitorId);
});

test('the cookie settings in Japanese on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(localized('ja', '/legal/cookies'));

  // No banner over the settings it repeats (the prefixed address too): the page's own settings answer. (In Japanese the
  // banner and the settings share their heading, so the banner is found by the shell's mark.)
  const settings = page.getByRole('region', { name: message('ja', 'consent.settingsHeading') });
  await expect(settings.getByRole('status')).toHaveText(message('ja', 'consent.statusUndecided'));
  await expect(page.locator('[data-modal-banner="consent"]')).toHaveCount(0);
  await settings.getByRole('button', { name: message('ja', 'consent.save') }).click();
  await expect(settings.getByRole('status')).toHaveText(message('ja', 'consent.statusRefused'));
  await expectNoSidewaysScroll(page);
  await saveScreenshot(settings, 'consent-settings-ja-360');
});
