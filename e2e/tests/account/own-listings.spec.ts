import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message, pageTitle } from '../support/catalogue';
import { buyFromTheMarket, listThroughApi } from '../support/market-trades';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { FRESH_ACCOUNT_PASSWORD, signUpThroughApi } from '../support/sessions';
import { test } from '../support/site-test';
import { acceptTermsThroughApi } from '../support/terms';
import { apiAs, registerWallet, selfOf } from '../support/wallet';
import { confirmInWallet, openAs, type WalletPerson } from '../support/wallet-person';

/**
 * The person's own listings and activity: a seller with four listings chooses three and reprices them
 * at once, while a buyer takes one of them meanwhile (reported, the other two go through), then
 * withdraws a fourth; the activity narrows by kind, game and days, in the address (reload, back button),
 * and says when nothing matches. Both people are fresh accounts of this spec: GEM from the deposit
 * stand-in, items bought from the market's seeded sellers (market-only sets no other spec lists).
 */

test.describe.configure({ mode: 'serial' });

const WALLET_PASSWORD = 'own-listings-wallet-1';
/** What the seller buys and lists, and at what price; the last is the one withdrawn. */
const STOCK = [
  { merchantId: 'elemental-raiders', setId: 'er-cinder-arrow', price: '5.00', newPrice: '4.50' },
  { merchantId: 'elemental-raiders', setId: 'er-gale-feather', price: '6.00', newPrice: '5.50' },
  { merchantId: 'elemental-raiders', setId: 'er-iron-gauntlets', price: '7.00', newPrice: '6.50' },
  { merchantId: 'diamond-dreams', setId: 'dd-silver-band-ring', price: '9.00', newPrice: null },
] as const;

const en = (key: string, values?: Record<string, string>) => message('en', key, values);
const rows = (page: Page) => page.getByTestId('own-listing');

/** A fresh account with the terms accepted, a wallet whose key the test holds, and `deposit` GEM credited. */
async function freshWalletPerson(browser: Browser, label: string, deposit: string): Promise<WalletPerson> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bearer = await signUpThroughApi(page.request, { email: `${label}-${randomUUID()}@marketplace.test`, password: FRESH_ACCOUNT_PASSWORD });
  await acceptTermsThroughApi(page.request, bearer);
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, WALLET_PASSWORD);
  const deposited = await apiAs(page.request, 'POST', '/api/users/self/wallet/deposits', { amount: deposit });
  expect(deposited.status, deposited.body.message).toBe(200);
  // The stand-in confirms a deposit after a few seconds.
  await expect.poll(async () => (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM, { timeout: 20_000 }).toBe(Number(deposit));
  const { id } = await selfOf(page.request);
  const person = { id, wallet, walletPassword: WALLET_PASSWORD, state: await context.storageState() };
  await context.close();
  return person;
}

let seller: WalletPerson;
let names: string[] = [];

test('a seller reprices three listings at once, one of them sold meanwhile, and withdraws a fourth', async ({ browser }) => {
  test.setTimeout(240_000);
  seller = await freshWalletPerson(browser, 'lister', '120');
  const buyer = await freshWalletPerson(browser, 'taker', '40');
  const page = await openAs(browser, seller);
  const listingIds: string[] = [];
  for (const item of STOCK) {
    const collectibleId = await buyFromTheMarket(page, seller, item.merchantId, item.setId);
    listingIds.push(await listThroughApi(page, seller, collectibleId, item.price));
  }
  const own = (await apiAs(page.request, 'GET', '/api/users/self/listings?pageSize=10')).body.payload.records as {
    id: string;
    collectible: { name: string };
  }[];
  names = listingIds.map((id) => own.find((listing) => listing.id === id)!.collectible.name);

  // The dashboard's card leads to the page, which has its own title.
  await page.goto('/user-portal/dashboard');
  await page.getByRole('link', { name: en('account:dashboard.listings.manage') }).click();
  await expect(page).toHaveURL(/\/user-portal\/listings$/);
  await expect(page.getByRole('heading', { name: en('account:routes.portalListings.heading') })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('en', en('shell:routes.portalListings.title')));
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).first()).toContainText(names[3]!);
  await saveScreenshot(page, 'own-listings');
  await expectNoAxeViolations(page);

  // Three chosen with the keyboard and the mouse, a new price for each.
  for (const name of names.slice(0, 3)) await page.getByRole('checkbox', { name: en('account:listingsPage.select', { name }) }).check();
  await expect(page.getByText(en('account:listingsPage.chosen_other', { count: '3' }))).toBeVisible();
  await page.getByRole('button', { name: en('account:listingsPage.actions.reprice') }).click();
  for (const [index, name] of names.slice(0, 3).entries()) {
    await page.getByLabel(en('account:listingsPage.reprice.newPriceFor', { name })).fill(STOCK[index]!.newPrice!);
  }
  // Each shows what it would net: the new price itself, the fee being the buyer's.
  await expect(
    page.getByTestId('planned-price').filter({ hasText: names[0]! }).getByText(en('account:listingsPage.amounts.youReceive')).locator('xpath=..'),
  ).toContainText('4.50 GEM');
  await saveScreenshot(page, 'own-listings-reprice');
  await expectNoAxeViolations(page);

  // Meanwhile someone buys the third (reserved and signed, as the checkout does).
  const buyerPage = await openAs(browser, buyer);
  const taken = own.find((listing) => listing.id === listingIds[2])!;
  const collectibleId = (await apiAs(buyerPage.request, 'GET', `/api/merchants/${STOCK[2].merchantId}/market/${listingIds[2]}`)).body.payload.collectible.id;
  const mintId = randomUUID();
  const reserved = await apiAs(buyerPage.request, 'POST', `/api/users/self/mints/${mintId}/purchases`, { collectibleId });
  expect(reserved.status, reserved.body.message).toBe(200);
  const signed = await apiAs(buyerPage.request, 'POST', `/api/users/self/mints/${mintId}/sign`, {
    signature: await buyer.wallet.signMessage(reserved.body.payload.message),
  });
  expect(signed.status, signed.body.message).toBe(200);
  await buyerPage.context().close();

  await page.getByRole('button', { name: en('account:listingsPage.reprice.submit_other', { count: '3' }) }).click();
  await confirmInWallet(page, seller);
  const outcomes = page.getByTestId('listing-outcomes');
  await expect(outcomes).toContainText(en('account:listingsPage.outcomes.summary_other', { done: '2', count: '3' }));
  await expect(outcomes).toContainText(en('account:listingsPage.outcomes.repriced', { name: names[0]!, price: '4.50 GEM' }));
  await expect(outcomes).toContainText(en('account:listingsPage.outcomes.repriced', { name: names[1]!, price: '5.50 GEM' }));
  const refused = outcomes.locator('[data-outcome="REFUSED"]');
  await expect(refused).toHaveText(
    new RegExp(
      [
        en('account:listingsPage.outcomes.sold', { name: taken.collectible.name }),
        en('account:listingsPage.outcomes.reserved', { name: taken.collectible.name }),
      ]
        .map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('|'),
    ),
  );
  await saveScreenshot(page, 'own-listings-outcomes');
  const prices = (await apiAs(page.request, 'GET', '/api/users/self/listings?pageSize=10')).body.payload.records as { id: string; price: string }[];
  expect(prices.find((listing) => listing.id === listingIds[0])?.price).toBe('4.5');
  expect(prices.find((listing) => listing.id === listingIds[1])?.price).toBe('5.5');
  expect(prices.some((listing) => listing.id === listingIds[2])).toBe(false);

  // The fourth, withdrawn: no signature, gone from the listings on sale, among the withdrawn ones.
  await page.getByRole('checkbox', { name: en('account:listingsPage.select', { name: names[3]! }) }).check();
  await page.getByRole('button', { name: en('account:listingsPage.actions.withdraw') }).click();
  await page.getByRole('button', { name: en('account:listingsPage.withdraw.confirm_one', { count: '1' }) }).click();
  await expect(outcomes).toContainText(en('account:listingsPage.outcomes.withdrawn', { name: names[3]! }));
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('link', { name: en('account:listingsPage.states.withdrawn') }).click();
  await expect(page).toHaveURL(/\?state=withdrawn$/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(names[3]!);

  // On a phone: each listing a card, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/user-portal/listings');
  await expect(rows(page)).toHaveCount(2);
  await page.getByRole('checkbox', { name: en('account:listingsPage.selectAll') }).check();
  await page.getByRole('button', { name: en('account:listingsPage.actions.reprice') }).click();
  await page.getByRole('radio', { name: en('account:listingsPage.reprice.modes.percent') }).check();
  await page.getByLabel(en('account:listingsPage.reprice.percentLabel')).fill('-10');
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'own-listings-360');
  await expectNoAxeViolations(page);

  // In another language, under its prefix, with its own title.
  await page.goto(localized('ja', '/user-portal/listings'));
  await expect(page.getByRole('heading', { name: message('ja', 'account:routes.portalListings.heading') })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('ja', message('ja', 'shell:routes.portalListings.title')));
  await page.context().close();
});

test('the activity narrows by kind, game and days, in the address, and says when nothing matches', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await openAs(browser, seller);
  const activityRows = page.getByTestId('activity-row');
  await page.goto('/user-portal/activity');
  // Four purchases, the deposit and the sale (once settled).
  await expect(activityRows).toHaveCount(6, { timeout: 20_000 });

  await page.getByRole('combobox', { name: en('account:activity.filters.kind') }).selectOption({ label: en('account:activity.kinds.purchase') });
  await expect(page).toHaveURL(/\?kind=purchase$/);
  await expect(activityRows).toHaveCount(4);
  await page.getByRole('combobox', { name: en('account:activity.filters.merchant') }).selectOption({ label: 'Diamond Dreams' });
  await expect(page).toHaveURL(/\?kind=purchase&merchant=diamond-dreams$/);
  await expect(activityRows).toHaveCount(1);
  await expect(activityRows.first()).toContainText(names[3]!);
  await saveScreenshot(page, 'activity-filters');
  await expectNoAxeViolations(page);

  // The address holds the filters: a reload keeps them, the back button undoes the last one.
  await page.reload();
  await expect(activityRows).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: en('account:activity.filters.merchant') })).toHaveValue('diamond-dreams');
  await page.goBack();
  await expect(page).toHaveURL(/\?kind=purchase$/);
  await expect(activityRows).toHaveCount(4);

  // Days after today: nothing matches, and the way out clears every filter.
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await page.getByLabel(en('account:activity.filters.from')).fill(day);
  await expect(page.getByText(en('account:activity.noMatch.title'))).toBeVisible();
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'activity-filters-none-360');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('account:activity.noMatch.action') }).click();
  await expect(page).toHaveURL(/\/user-portal\/activity$/);
  await expect(activityRows).toHaveCount(6);
  await saveScreenshot(page, 'activity-360');
  await page.context().close();
});
