import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { Wallet } from 'ethers';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { declineWalletPrompt, SHELL_ORIGIN, signInThroughApi } from '../support/sessions';
import { apiAs, registerWallet } from '../support/wallet';

/** The seeded account this spec owns: seven notifications, the newest three unread (api/src/seed/seed-notification-inbox.ts). */
const NOTIFIED = { email: 'notified@marketplace.test', password: 'notified-password-1' };

const en = (key: string, values?: Record<string, string>) => message('en', key, values);
const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);
const entries = (page: Page, locale: 'en' | 'ja') =>
  page.getByRole('list', { name: message(locale, 'notificationCentre.listLabel') }).getByTestId('notification-entry');
const popover = (page: Page) => page.getByTestId('notification-popover');
const unreadBadge = (page: Page) => page.getByTestId('unread-count');

async function inbox(page: Page): Promise<{ unread: number; total: number; records: { read: boolean }[] }> {
  return (await apiAs(page.request, 'GET', '/api/users/self/notifications?pageSize=20')).body.payload;
}

test('the bell and the notifications page: pages of 4 in the person’s language, one read, then all', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInThroughApi(page, { ...NOTIFIED, redirect: '/user-portal/notifications' });
  await declineWalletPrompt(page);
  // A wallet, so the pages this test opens offer none.
  await registerWallet(page, Wallet.createRandom(), 'notified-wallet-1');
  await page.reload();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/notifications`);
  await expect(unreadBadge(page)).toHaveText('3');

  // The list: newest first, 4 a page (spec §9), the text from the server's translation file.
  await expect(entries(page, 'en')).toHaveCount(4);
  await expect(entries(page, 'en').first()).toContainText('Amber Drop sold for 18.50 GEM.');
  await expect(entries(page, 'en').first()).toHaveAttribute('data-unread', 'true');
  await expect(entries(page, 'en').nth(3)).toHaveAttribute('data-unread', 'false');
  await expect(page.getByTestId('notifications-unread')).toHaveText(en('notificationCentre.unreadSummary_other', { count: '3' }));
  await saveScreenshot(page, 'notifications-page');
  await expectNoAxeViolations(page);

  await page
    .getByRole('navigation', { name: en('catalogue.pager.label') })
    .getByRole('link', { name: en('catalogue.pager.page', { page: '2' }) })
    .click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/notifications?page=2`);
  await expect(entries(page, 'en')).toHaveCount(3);
  await expect(entries(page, 'en').last()).toContainText('Welcome to Marketplace!');

  // The unread filter lists the three unread ones.
  await page.getByRole('button', { name: en('notificationCentre.filterUnread'), exact: true }).click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/notifications?filter=unread`);
  await expect(entries(page, 'en')).toHaveCount(3);

  // The bell's popover: the latest 4; Esc closes it and gives focus back.
  const bell = page.getByTestId('notification-bell');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  await expect(popover(page).getByTestId('notification-entry')).toHaveCount(4);
  await saveScreenshot(page, 'notifications-popover');
  await expectNoAxeViolations(page, '[data-testid="notification-popover"]');
  await page.keyboard.press('Escape');
  await expect(popover(page)).toBeHidden();
  await expect(bell).toBeFocused();

  // In Japanese at 360 px: the same inbox, its text and times in Japanese, one column, nothing sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(localized('ja', '/user-portal/notifications'));
  await expect(entries(page, 'ja').first()).toContainText('Amber Dropが18.50 GEMで売れました。');
  await expect(entries(page, 'ja').first().locator('time')).toContainText('2025/11/18');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'notifications-page-360-ja');
  await page.getByTestId('notification-bell').click();
  await expect(popover(page).getByRole('heading', { name: ja('notificationCentre.heading') })).toBeVisible();
  await saveScreenshot(page, 'notifications-popover-360-ja');
  await expectNoSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  // Back to English the way a person does (the Japanese page is now the remembered language).
  await page.getByLabel(ja('nav.language')).selectOption('en');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/notifications`);

  // Opening an unread one from the bell reads it (unread − 1, spec §4) and leads where it points.
  await page.getByTestId('notification-bell').click();
  await popover(page).getByTestId('notification-entry').first().click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/activity`);
  await expect(unreadBadge(page)).toHaveText('2');
  expect((await inbox(page)).unread).toBe(2);

  // Mark all read on the page: no badge, every record read (spec §4).
  await page.goto('/user-portal/notifications');
  await page.getByRole('button', { name: en('notificationCentre.markAllRead') }).click();
  await expect(page.getByText(en('notificationCentre.allRead'))).toBeVisible();
  await expect(unreadBadge(page)).toHaveCount(0);
  const after = await inbox(page);
  expect(after.unread).toBe(0);
  expect(after.records.every((record) => record.read)).toBe(true);
  await page.getByRole('button', { name: en('notificationCentre.filterUnread'), exact: true }).click();
  await expect(page.getByText(en('notificationCentre.emptyUnreadTitle'))).toBeVisible();
  await saveScreenshot(page, 'notifications-page-all-read');
});
