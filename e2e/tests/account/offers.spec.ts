import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { failReads } from '../support/failing-reads';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, declineWalletPrompt, SEED_DEMO, signInThroughApi } from '../support/sessions';
import { makeOffer } from '../support/market-trades';
import { apiAs } from '../support/wallet';
import { confirmInWallet, openAs, prepareWalletPerson, type WalletPerson } from '../support/wallet-person';

/**
 * The offers page: the dealer accepts the bidder's offer on their Sapphire Drop (signed in the wallet)
 * and the collectible and GEM change hands; the dealer withdraws the offer they made on the bidder's
 * Frost Buckler. Both people and both collectibles are seeded for this suite alone (`seed-offer-desk`).
 */

test.describe.configure({ mode: 'serial' });

const DEALER = { email: 'dealer@marketplace.test', password: 'dealer-password-1' };
const BIDDER = { email: 'bidder@marketplace.test', password: 'bidder-password-1' };
const WALLET_PASSWORD = 'offers-e2e-wallet-1';

let dealer: WalletPerson;
let bidder: WalletPerson;
let sapphireId: string;
let bucklerId: string;

async function onlyCollectibleOf(page: Page, person: WalletPerson): Promise<string> {
  const answer = await page.request.get(`${API_ORIGIN}/api/users/${person.id}/collectibles`);
  const records = (await answer.json()).payload.records as { id: string }[];
  expect(records).toHaveLength(1);
  return records[0]!.id;
}

const gemOf = async (page: Page) => (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM as number;

test.beforeAll(async ({ browser }) => {
  [dealer, bidder] = await Promise.all([prepareWalletPerson(browser, DEALER, WALLET_PASSWORD), prepareWalletPerson(browser, BIDDER, WALLET_PASSWORD)]);
});

test('the owner accepts an offer received, signed in the wallet: the collectible and the GEM change hands', async ({ browser }) => {
  test.setTimeout(150_000);
  const t = (key: string, values?: Record<string, string>) => message('en', key, values);
  const owner = await openAs(browser, dealer);
  const buyer = await openAs(browser, bidder);
  sapphireId = await onlyCollectibleOf(owner, dealer);
  bucklerId = await onlyCollectibleOf(buyer, bidder);
  await makeOffer(buyer, bidder, sapphireId, '40');
  await makeOffer(owner, dealer, bucklerId, '15');
  const ownerBefore = await gemOf(owner);

  // The received offers, grouped by collectible: art, name, rarity, and the offer with its bidder.
  await owner.goto('/user-portal/offers');
  const group = owner.getByTestId('offer-group').filter({ hasText: 'Sapphire Drop' });
  await expect(group.getByRole('heading', { name: 'Sapphire Drop' })).toBeVisible();
  await expect(group.locator('img')).toBeVisible();
  await expect(group.getByText(t('rarity.rare'))).toBeVisible();
  const row = group.getByTestId('offer-row');
  await expect(row.getByRole('link', { name: 'Bea Bidder' })).toBeVisible();
  await expect(row).toContainText('40.00 GEM');
  await expect(row.getByText(t('offersPage.status.open'))).toBeVisible();
  await expectNoAxeViolations(owner);
  await saveScreenshot(owner, 'account-offers');

  // Accepting asks first, naming the price, the fee the bidder pays and what the owner receives.
  await row.getByRole('button', { name: t('offersPage.acceptLabel', { price: '40.00 GEM', name: 'Bea Bidder', item: 'Sapphire Drop' }) }).click();
  const confirm = owner.getByTestId('accept-confirm');
  await expect(confirm.getByText(t('offersPage.confirm.question', { item: 'Sapphire Drop', name: 'Bea Bidder', price: '40.00 GEM' }))).toBeVisible();
  await expect(confirm.getByText(t('offersPage.confirm.fee', { name: 'Bea Bidder' }))).toBeVisible();
  await expect(confirm.getByText(t('offersPage.confirm.youReceive')).locator('xpath=..')).toContainText('40.00 GEM');
  await expectNoAxeViolations(owner);
  await saveScreenshot(owner, 'account-offers-accept');
  await confirm.getByRole('button', { name: t('offersPage.confirm.yes') }).click();
  await confirmInWallet(owner, dealer);
  await expect(owner.getByText(t('offersPage.toast.accepted', { name: 'Bea Bidder', price: '40.00 GEM', item: 'Sapphire Drop' }))).toBeVisible();
  await expect(row).toHaveAttribute('data-status', 'ACCEPTED');

  // Settlement hands the collectible over and credits the owner the price.
  await expect
    .poll(async () => (await (await owner.request.get(`${API_ORIGIN}/api/collectibles/${sapphireId}`)).json()).payload.owner?.id, { timeout: 20_000 })
    .toBe(bidder.id);
  await expect.poll(() => gemOf(owner), { timeout: 20_000 }).toBeCloseTo(ownerBefore + 40, 6);
  await owner.context().close();
  await buyer.context().close();
});

test('the bidder’s side: a made offer is withdrawn; on a 360 px phone in Japanese', async ({ browser }) => {
  const page = await openAs(browser, dealer, { width: 360, height: 800 });
  const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);

  await page.goto(localized('ja', '/user-portal/offers?agent=BUYER'));
  await expect(page.getByRole('link', { name: ja('offersPage.tabs.made') })).toHaveAttribute('aria-current', 'page');
  const group = page.getByTestId('offer-group').filter({ hasText: 'Frost Buckler' });
  const row = group.getByTestId('offer-row');
  await expect(row).toContainText('15.00 GEM');
  await expect(row.getByText(ja('offersPage.you'))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-offers-ja-360');

  await row.getByRole('button', { name: ja('offersPage.withdrawLabel', { price: '15.00 GEM', item: 'Frost Buckler' }) }).click();
  await expect(row).toHaveAttribute('data-status', 'CANCELLED');
  await expect(row.getByText(ja('offersPage.status.withdrawn'))).toBeVisible();
  const made = (await apiAs(page.request, 'GET', `/api/users/self/offers?groupBy=COLLECTIBLE&agent=BUYER&collectibleId=${bucklerId}`)).body.payload;
  expect(made.records[0].offers.map((offer: { status: string }) => offer.status)).toEqual(['CANCELLED']);
  await page.context().close();
});

test('offers the API fails to read say so with a retry, never "no offers"', async ({ page }) => {
  test.setTimeout(60_000);
  const en = (key: string) => message('en', key);
  await signInThroughApi(page, { ...SEED_DEMO, redirect: '/user-portal' });
  await declineWalletPrompt(page);
  const recover = await failReads(page, /\/api\/users\/self\/offers\?/);

  await page.goto('/user-portal/offers');
  await expect(page.getByRole('alert').filter({ hasText: en('offersPage.loadError') })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(en('offersPage.empty.receivedTitle'))).toHaveCount(0);
  await expectNoAxeViolations(page);

  recover();
  await page.getByRole('button', { name: en('catalogue.loadError.retry') }).click();
  await expect(page.getByText(en('offersPage.empty.receivedTitle'))).toBeVisible();
});
