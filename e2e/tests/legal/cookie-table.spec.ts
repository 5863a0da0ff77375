import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { onboardNewcomer } from '../support/newcomer';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { SHELL_ORIGIN } from '../support/site-origins';

// A first visit: the tour starts without the cookie choice the suite's config gives every browser, so the
// banner asks and the consent cookie is the one the person's answer wrote.
test.use({ storageState: { cookies: [], origins: [] } });

/** One row of the cookie policy's table as the page shows it: the name (or name pattern) and where it is kept. */
interface TableRow {
  name: string;
  store: string;
}

/** What the browser holds after the tour, read from Chromium itself: its cookie jar, and each storage of every origin. */
interface HeldItems {
  cookies: string[];
  localStorage: string[];
  sessionStorage: string[];
  indexedDB: string[];
}

const banner = (page: Page) => page.getByRole('region', { name: message('en', 'consent.bannerHeading') });
const storageTable = (page: Page) => page.locator('table[data-storage-table]');

/** `wallet-key-{userId}` matches `wallet-key-<any id>`: a part in braces is what varies. */
function matchesRow(row: TableRow, name: string): boolean {
  const pattern = row.name
    .split(/\{\w+\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.+');
  return new RegExp(`^${pattern}$`).test(name);
}

async function tableRows(page: Page): Promise<TableRow[]> {
  await expect(storageTable(page)).toBeVisible();
  return storageTable(page)
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({ name: row.querySelector('[data-stored-name]')?.textContent ?? '', store: row.getAttribute('data-store') ?? '' })),
    );
}

async function heldItems(context: BrowserContext, page: Page): Promise<HeldItems> {
  // Cookies of every origin (the API's httpOnly ones too) and the localStorage of every origin the tour opened.
  const state = await context.storageState();
  // sessionStorage is per tab and per origin, IndexedDB per origin: the tour's tab on the site's origin is where they were written.
  const inTab = await page.evaluate(async () => ({
    sessionStorage: Object.keys(sessionStorage),
    indexedDB: (await indexedDB.databases()).map((database) => database.name ?? ''),
  }));
  return {
    cookies: state.cookies.map((cookie) => cookie.name),
    localStorage: state.origins.flatMap((origin) => origin.localStorage.map((item) => item.name)),
    sessionStorage: inTab.sessionStorage,
    indexedDB: inTab.indexedDB,
  };
}

test('after a signed-in tour, everything Chromium holds for the site is in the cookie policy’s table', async ({ page, context }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A visitor invited by a friend accepts analytics on the banner, then signs up, accepts the terms and makes a wallet.
  await page.goto('/?referral=a-friend');
  await banner(page)
    .getByRole('button', { name: message('en', 'consent.acceptAll') })
    .click();
  await expect(banner(page)).toHaveCount(0);
  await onboardNewcomer(page, { locale: 'en', label: 'cookie-tour' });

  // The tour: a store, a market, the portal, the wallet's pages; then analytics refused on the cookie policy.
  for (const path of [
    '/store/diamond-dreams',
    '/market/diamond-dreams',
    '/user-portal/dashboard',
    '/user-portal/collection',
    '/user-portal/wallet',
    '/user-portal/account',
  ]) {
    await page.goto(path);
    await expect(page.locator('[data-remote]').first()).toBeVisible();
  }
  await page.goto('/legal/cookies');
  const settings = page.getByRole('region', { name: message('en', 'consent.settingsHeading') });
  await settings.getByRole('checkbox', { name: message('en', 'consent.analytics') }).uncheck();
  await settings.getByRole('button', { name: message('en', 'consent.save') }).click();
  await expect(settings.getByRole('status')).toHaveText(message('en', 'consent.statusRefused'));

  const rows = await tableRows(page);
  const held = await heldItems(context, page);

  // The tour really wrote what a signed-in visit writes, so the comparison below is about something.
  expect(held.cookies).toEqual(expect.arrayContaining(['consent', 'deviceId', 'referral', 'merchant', 'marketplace_session', 'marketplace_device']));
  expect(held.cookies.some((name) => name.startsWith('wallet-key-'))).toBe(true);
  expect(held.localStorage).toContain('marketplace:signed-in');
  expect(held.sessionStorage).toContain('marketplace:wallet-cache-key');

  const unlisted = (store: keyof HeldItems) =>
    held[store]
      .filter((name) => !rows.some((row) => row.store === store.replace('cookies', 'cookie') && matchesRow(row, name)))
      .map((name) => `${store}: ${name}`);
  expect([...unlisted('cookies'), ...unlisted('localStorage'), ...unlisted('sessionStorage'), ...unlisted('indexedDB')]).toEqual([]);
});

for (const locale of ['en', 'ja'] as const) {
  test(`the cookie policy in ${locale} has its sections, its contents and the table, at 1280 and 360 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(localized(locale, '/legal/cookies'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'legal.cookies'));

    const sections = page.locator('[data-policy="cookies"] article section[id]');
    await expect(sections).toHaveCount(8);
    const contents = page.getByRole('navigation', { name: message(locale, 'policies.contents') });
    const links = contents.getByRole('link');
    await expect(links).toHaveCount(8);
    const ids = await sections.evaluateAll((all) => all.map((section) => section.id));
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(ids.map((id) => `#${id}`));

    // The table sits in its section, in the reader's language, one row per registered item.
    const table = page.locator('section#the-list table[data-storage-table]');
    await expect(table.locator('caption')).toHaveText(message(locale, 'cookieTable.caption'));
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBeGreaterThanOrEqual(15);
    const deviceId = rows.filter({ has: page.locator('[data-stored-name="deviceId"]') });
    await expect(deviceId).toContainText(message(locale, 'cookieTable.purposes.deviceId'));
    await expect(deviceId).toContainText(new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(90));
    await expect(deviceId).toContainText(message(locale, 'cookieTable.consent.necessary'));

    await table.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `cookie-policy-table-${locale}-1280`);
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page);
    await table.locator('tbody tr').first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, `cookie-policy-table-${locale}-360`);
    await page.goto(`${SHELL_ORIGIN}${localized(locale, '/legal/cookies')}`);
    await expect(page.getByRole('button', { name: message(locale, 'policies.contents') })).toBeVisible();
    await saveScreenshot(page, `cookie-policy-${locale}-360`);
    await expectNoAxeViolations(page);
  });
}
