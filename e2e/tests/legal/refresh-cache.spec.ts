import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { SHELL_ORIGIN, SIGNED_IN_STATE } from '../support/sessions';

test.use({ storageState: SIGNED_IN_STATE.user });

const STALE_CACHE = 'e2e-stale-cache';

/** Something for the page to clear and something it must keep: a Cache Storage cache, and a sessionStorage marker. */
async function leaveTraces(page: Page): Promise<void> {
  await page.evaluate(async (name) => {
    await (await caches.open(name)).put('/stale.json', new Response('{}'));
    sessionStorage.setItem('e2e-kept', 'yes');
  }, STALE_CACHE);
}

const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();

async function expectSignedIn(page: Page, locale: string): Promise<void> {
  await expect(page.getByTestId('header-balance')).toContainText('GEM');
  await expect(page.getByRole('button', { name: new RegExp(message(locale, 'header.accountMenu')) })).toBeVisible();
}

test('clears what the site keeps, says what, and reloads still signed in', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expectSignedIn(page, 'en');
  await leaveTraces(page);
  const cookiesBefore = await cookieNames(page);

  await page.goto('/refresh-cache');
  await expect(page.getByRole('heading', { name: message('en', 'refreshCache.clearedHeading') })).toBeVisible();
  const row = (key: string) => page.locator('dl > div').filter({ hasText: message('en', key) });
  await expect(row('refreshCache.cleared.cacheStorage')).toContainText('1');
  await expect(row('refreshCache.cleared.queries').locator('dd')).not.toHaveText('0');
  await expect(page.getByText(message('en', 'refreshCache.kept'))).toBeVisible();
  await page.getByRole('button', { name: message('en', 'refreshCache.stopCountdown') }).click();
  await saveScreenshot(page, 'refresh-cache-en-1280');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: message('en', 'refreshCache.reloadNow') }).click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
  await expectSignedIn(page, 'en');
  expect(await page.evaluate(() => caches.keys())).not.toContain(STALE_CACHE);
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-kept'))).toBe('yes');
  expect(await cookieNames(page)).toEqual(cookiesBefore);
});

test('in Japanese on a phone the site reloads by itself after the countdown, still signed in', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(localized('ja', '/refresh-cache'));

  await expect(page.getByRole('heading', { name: message('ja', 'refreshCache.clearedHeading') })).toBeVisible();
  await expect(page.getByRole('button', { name: message('ja', 'refreshCache.reloadNow') })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'refresh-cache-ja-360');

  await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja`, { timeout: 15_000 });
  await expectSignedIn(page, 'ja');
});
