import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { declineWalletPrompt, SHELL_ORIGIN, signInThroughApi } from '../support/sessions';

/** The seeded account this spec owns: two settled store purchases and a pending two-factor secret (api/src/seed/seed-export-archive.ts). */
const ARCHIVIST = { email: 'archivist@marketplace.test', password: 'archivist-password-1' };
const PENDING_TWO_FACTOR_SECRET = 'ARCHIVISTPENDINGSECRETNEVEREXPORTED';

const en = (key: string) => message('en', key);
const ja = (key: string) => message('ja', key);

/** Records the page's object URLs as they are made and released, so the test sees the §9 release happen. */
async function watchObjectUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { created: [] as string[], revoked: [] as string[] };
    Object.assign(window, { objectUrls: seen });
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = create(blob);
      seen.created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      seen.revoked.push(url);
      revoke(url);
    };
  });
}

const objectUrls = (page: Page) => page.evaluate(() => (window as unknown as { objectUrls: { created: string[]; revoked: string[] } }).objectUrls);

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
}

test('a visitor is asked to sign in, with a link back to the export page', async ({ page }) => {
  await page.goto('/export');

  await expect(page.getByRole('heading', { name: en('exportPage.signedOut.heading') })).toBeVisible();
  await expect(page.locator('[data-remote="legal"]').getByRole('link', { name: en('exportPage.signedOut.signIn') })).toHaveAttribute(
    'href',
    '/loading?auth=true&redirect=%2Fexport',
  );
});

test('the export downloads and parses, holds the transactions and no secret, and its object URL is released after 40 s', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, { ...ARCHIVIST, redirect: '/export' });
  await declineWalletPrompt(page);
  // The fake clock from here on: the release timer is moved on by hand, not waited for.
  await watchObjectUrls(page);
  await page.clock.install();
  await page.goto('/export');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/export`);
  await expect(page.getByText(en('exportPage.files.everything.contents.transactions'))).toBeVisible();

  const json = await downloaded(page, en('exportPage.files.everything.download'));
  expect(json.name).toMatch(/^marketplace-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(json.text);
  expect(exported).toMatchObject({ format: 'marketplace-personal-export', profile: { email: ARCHIVIST.email, displayName: 'Ada Archivist' } });
  expect(exported.transactions.complete.map((each: { amount: string; kind: string }) => [each.kind, each.amount])).toEqual([
    ['PURCHASE', '45.5'],
    ['PURCHASE', '120.0'],
  ]);
  expect(exported.collection).toHaveLength(2);
  for (const secret of [PENDING_TWO_FACTOR_SECRET, 'passwordHash', 'passwordSalt', 'pendingSecret', 'rescue_key', 'codeHash'])
    expect(json.text).not.toContain(secret);
  await expect(page.getByText(/^Saved marketplace-export-/)).toBeVisible();

  const [url] = (await objectUrls(page)).created;
  expect(url).toMatch(/^blob:/);
  await page.clock.runFor(39_000);
  expect((await objectUrls(page)).revoked).toEqual([]);
  await page.clock.runFor(1_000);
  expect((await objectUrls(page)).revoked).toEqual([url]);

  const csv = await downloaded(page, en('exportPage.files.transactions.download'));
  expect(csv.name).toMatch(/^marketplace-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = csv.text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
  expect(rows[0]).toEqual([
    'id',
    'time',
    'status',
    'kind',
    'direction',
    'amount_gem',
    'fee_gem',
    'counterparty_id',
    'collectible_id',
    'collectible_name',
    'merchant_id',
  ]);
  expect(rows.slice(1).map((row) => [row[2], row[3], row[4], row[5]])).toEqual([
    ['COMPLETE', 'PURCHASE', 'OUT', '45.5'],
    ['COMPLETE', 'PURCHASE', 'OUT', '120.0'],
  ]);

  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, 'export-page-en-1280');
  await expectNoAxeViolations(page);
});

test('the export page in Japanese on a phone: one column, nothing sideways', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughApi(page, { ...ARCHIVIST, redirect: localized('ja', '/export') });
  await declineWalletPrompt(page);

  await expect(page.getByRole('button', { name: ja('exportPage.files.everything.download') })).toBeVisible();
  await expect(page.getByText(ja('exportPage.files.transactions.contents.columns'))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'export-page-ja-360');
  await expectNoAxeViolations(page);
});
