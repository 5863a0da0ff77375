import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { declineWalletPrompt, SHELL_ORIGIN, signInThroughApi } from '../support/sessions';
import { linkMailedTo } from '../support/inbox';
import { apiAs } from '../support/wallet';

/** The seeded account this spec owns: communications on and its unsubscribe link mailed at seeding (api/src/seed/seed-support-accounts.ts), read from the local inbox. */
const SUBSCRIBER = { email: 'subscriber@marketplace.test', password: 'subscriber-password-1' };

const en = (key: string, values?: Record<string, string>) => message('en', key, values);
const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);

// One story on one account: the link is followed and undone signed out, then the categories are chosen signed in.
test.describe.configure({ mode: 'serial' });

test('the unsubscribe link works signed out, leaves no key in the address, and is undone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/communications');
  await expect(page.getByRole('heading', { name: en('communicationsPage.signedOut.heading') })).toBeVisible();

  const link = new URL(await linkMailedTo(SUBSCRIBER.email, 'unsubscribe-communications'));
  expect(link.searchParams.get('unsubscribe')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  await page.goto(`${link.pathname}${link.search}`);

  await expect(page.getByRole('heading', { name: en('communicationsPage.unsubscribe.doneHeading') })).toBeVisible();
  await expect(page.getByText(en('communicationsPage.unsubscribe.doneBody'))).toBeVisible();
  // The key left the address (and the history entry) at once.
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/communications`);
  await saveScreenshot(page, 'communications-unsubscribed-en');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: en('communicationsPage.unsubscribe.undo') }).click();
  await expect(page.getByRole('heading', { name: en('communicationsPage.unsubscribe.undoneHeading') })).toBeVisible();
  await expect(page.locator('[data-remote="legal"]').getByRole('link', { name: en('communicationsPage.signedOut.signIn') })).toBeVisible();
});

test('a signed-in person chooses categories, in Japanese on a phone, and the choice is kept', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInThroughApi(page, { ...SUBSCRIBER, redirect: localized('ja', '/communications') });
  await declineWalletPrompt(page);
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/communications`);

  // The undo of the test before put the master switch back on; marketing is opt-in, so nobody chose it yet.
  const master = page.getByRole('switch', { name: ja('communicationsPage.preferences.master') });
  await expect(master).toBeChecked();
  const marketing = page.getByRole('checkbox', { name: ja('communicationsPage.categories.marketing.name') });
  await expect(marketing).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: ja('communicationsPage.categories.offers.name') })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: ja('communicationsPage.categories.security.name') })).toBeDisabled();

  await marketing.check();
  await page.getByRole('button', { name: ja('communicationsPage.preferences.save') }).click();
  await expect(page.getByText(ja('communicationsPage.preferences.saved'))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'communications-page-ja-360');
  await expectNoAxeViolations(page);

  expect((await apiAs(page.request, 'GET', '/api/users/self/communication-preferences')).body.payload).toEqual({
    communications: true,
    categories: { offers: true, productNews: true, marketing: true },
  });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: ja('communicationsPage.categories.marketing.name') })).toBeChecked();
});
