import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { formatGem } from '../../../shared-contracts/src/wire/format/format-gem';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { failReads } from '../support/failing-reads';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, declineWalletPrompt, SEED_DEMO, signInThroughApi } from '../support/sessions';
import { apiAs } from '../support/wallet';
import { confirmInWallet, openAs, prepareWalletPerson, type WalletPerson } from '../support/wallet-person';

/**
 * The activity page and the dashboard: a store purchase appears first on page 1 while it is pending
 * and turns complete once settled; the dashboard shows the balance, the purchase and the figures. The
 * buyer is seeded for this suite alone (ledger), so its balance and history move only here.
 */

const LEDGER = { email: 'ledger@marketplace.test', password: 'ledger-password-1' };
const WALLET_PASSWORD = 'ledger-e2e-wallet-1';
const MERCHANT = 'diamond-dreams';
/** A store set no other suite buys or counts. */
const BOUGHT_SET = 'dd-polished-amethyst';

// The phone test reads the purchase the first one makes.
test.describe.configure({ mode: 'serial' });

const activityRows = (page: Page) => page.getByTestId('activity-row');

let ledger: WalletPerson;

test.beforeAll(async ({ browser }) => {
  ledger = await prepareWalletPerson(browser, LEDGER, WALLET_PASSWORD);
});

test('a purchase is listed first while pending, then complete; the dashboard shows balance, activity and figures', async ({ browser }) => {
  test.setTimeout(150_000);
  const t = (key: string, values?: Record<string, string>) => message('en', key, values);
  const page = await openAs(browser, ledger);

  // The store's copy of the set, bought through the checkout and signed in the wallet.
  const store = await page.request.get(`${API_ORIGIN}/api/merchants/${MERCHANT}/store?groupBy=SET&pageSize=50`);
  const item = ((await store.json()).payload.records as { id: string; collectible: { setId: string; name: string } }[]).find(
    (candidate) => candidate.collectible.setId === BOUGHT_SET,
  );
  expect(item, `the store sells ${BOUGHT_SET}`).toBeDefined();
  await page.goto(`/store/${MERCHANT}/${item!.id}`);
  await page
    .getByRole('region', { name: t('buy.heading') })
    .getByRole('button', { name: t('buy.buy') })
    .click();
  await page.waitForURL(/\/user-portal\/mint\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: t('mint.confirm') }).click();
  await confirmInWallet(page, ledger);
  await expect(page.getByText(t('mint.outcome.paid'))).toBeVisible();

  // Straight to the activity (in the page, no reload): the purchase is pending, listed first on page 1.
  await page.getByRole('button', { name: new RegExp(t('header.accountMenu')) }).click();
  await page.getByRole('link', { name: t('header.activity') }).click();
  await expect(page).toHaveURL(/\/user-portal\/activity$/);
  const first = activityRows(page).first();
  await expect(first).toHaveAttribute('data-status', 'PENDING');
  await expect(first.getByRole('link', { name: item!.collectible.name })).toHaveAttribute('href', /\/collectible\/[0-9a-f-]{36}$/);
  await expect(first.getByText(t('activity.status.pending'))).toBeVisible();
  await expect(first.getByText(t('activity.kinds.purchase'))).toBeVisible();
  await expect(first.getByText(t('activity.direction.out'))).toBeVisible();
  await expect(first).toContainText(/\d\.\d{2} GEM/);
  await expect(first).toContainText(/\$\d/);
  await expect(first).toContainText('Diamond Dreams');

  // Settlement completes it, and the page shows it without a reload.
  await expect(first).toHaveAttribute('data-status', 'COMPLETE', { timeout: 20_000 });
  await expect(first.getByText(t('activity.status.complete'))).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-activity');

  // The dashboard: the balance the API gives, the purchase among the recent activity, the figures.
  const balance = (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM as number;
  const inbox = (await apiAs(page.request, 'GET', '/api/users/self/notifications')).body.payload as { unread: number };
  await page.goto('/user-portal/dashboard');
  const balanceCard = page.getByTestId('dashboard-balance');
  await expect(balanceCard).toContainText(formatGem(balance));
  await expect(page.getByTestId('dashboard-activity').getByTestId('activity-row').first()).toContainText(item!.collectible.name);
  await expect(page.getByTestId('dashboard-unread')).toHaveText(String(inbox.unread));
  await expect(page.getByTestId('dashboard-offers-waiting')).toHaveText('0');
  await expect(page.getByTestId('dashboard-collections').getByRole('link', { name: /Diamond Dreams/ })).toHaveAttribute('href', '/collection/diamond-dreams');
  await expect(page.getByTestId('dashboard-collections').getByRole('link', { name: /Diamond Dreams/ })).toContainText(/\d+ items?/);
  // Nothing of theirs on the market (their own listings, read from the API): the card leads to the collection to list something.
  const listed = page.getByTestId('dashboard-listings');
  await expect(listed.getByText(t('dashboard.listings.none'))).toBeVisible();
  await expect(listed.getByRole('link', { name: t('dashboard.listings.fromCollection') })).toHaveAttribute('href', '/collection');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-dashboard');
  await page.context().close();
});

test('on a 360 px phone in Japanese: the activity stacks into cards and the dashboard into one column', async ({ browser }) => {
  // A signed-in context of its own and two pages, each analysed by axe: past 30 s on a loaded 2-core machine.
  test.setTimeout(60_000);
  const page = await openAs(browser, ledger, { width: 360, height: 800 });
  const ja = (key: string) => message('ja', key);

  await page.goto(localized('ja', '/user-portal/activity'));
  await expect(activityRows(page).first()).toBeVisible();
  // A card per row: the item on top, what happened below it, no table head taking room.
  const [item, kind] = [
    await activityRows(page).first().locator('[data-cell="item"]').boundingBox(),
    await activityRows(page).first().locator('[data-cell="kind"]').boundingBox(),
  ];
  expect(kind!.y).toBeGreaterThanOrEqual(item!.y + item!.height - 1);
  expect((await page.locator('thead').boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
  await expect(activityRows(page).first()).toContainText(ja('activity.kinds.purchase'));
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-activity-ja-360');

  await page.goto(localized('ja', '/user-portal/dashboard'));
  await expect(page.getByTestId('dashboard-balance')).toContainText('GEM');
  const [balance, notifications] = [await page.getByTestId('dashboard-balance').boundingBox(), await page.getByTestId('dashboard-notifications').boundingBox()];
  expect(notifications!.y).toBeGreaterThan(balance!.y + balance!.height - 1);
  expect(notifications!.x).toBe(balance!.x);
  await expect(page.getByTestId('dashboard-activity').getByTestId('activity-row').first()).toBeVisible();
  await expect(page.getByTestId('dashboard-listings').getByRole('link', { name: ja('dashboard.listings.fromCollection') })).toBeVisible();
  // The recent activity inside its card: the other side on one line (not "Diamond / Dreams（ゲー / ム）").
  const counterpart = page.getByTestId('dashboard-activity').getByTestId('activity-row').first().locator('[data-cell="counterpart"]');
  expect((await counterpart.boundingBox())!.height).toBeLessThan(32);
  // The game shortcuts two by two, not one tall banner each.
  const games = page.getByTestId('dashboard-collections').getByRole('listitem');
  const [firstGame, secondGame] = [await games.nth(0).boundingBox(), await games.nth(1).boundingBox()];
  expect(secondGame!.y).toBe(firstGame!.y);
  expect(secondGame!.x).toBeGreaterThan(firstGame!.x + firstGame!.width - 1);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-dashboard-ja-360');
  await page.context().close();
});

test('activity the API fails to read says so with a retry, never "no activity yet"', async ({ page }) => {
  test.setTimeout(60_000);
  const en = (key: string) => message('en', key);
  await signInThroughApi(page, { ...SEED_DEMO, redirect: '/user-portal' });
  await declineWalletPrompt(page);
  const recover = await failReads(page, /\/api\/users\/self\/transactions/);

  await page.goto('/user-portal/activity');
  await expect(page.getByRole('alert').filter({ hasText: en('activity.loadError') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en('activity.empty.title'))).toHaveCount(0);
  await expectNoAxeViolations(page);

  recover();
  await page.getByRole('button', { name: en('catalogue.loadError.retry') }).click();
  await expect(activityRows(page).first()).toBeVisible();
});
