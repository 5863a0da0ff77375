import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { message, pageTitle } from '../support/catalogue';
import {
  addToCartOn,
  CART_WALLET_PASSWORD,
  counted,
  headerCart,
  type Listing,
  preparedBuyer,
  STORE_COPY,
  STORE_MERCHANT,
  STORE_MERCHANT_NAME,
  storeItemToBuy,
} from '../support/cart-shopping';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { acceptTermsThroughApi } from '../support/terms';
import { API_ORIGIN, FRESH_ACCOUNT_PASSWORD, SHELL_ORIGIN, signUpThroughApi, submitIdentityPage } from '../support/sessions';
import { apiAs, registerWallet } from '../support/wallet';
import { confirmInWallet } from '../support/wallet-person';
import { expectOwner } from '../support/market-trades';

const MARKET_MERCHANT = 'elemental-raiders';
const DEPOSIT = '300';

/** A market listing of another game, cheap, drawn at random among the market sellers' so that parallel specs rarely meet. */
async function marketListingToBuy(page: Page): Promise<Listing> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/${MARKET_MERCHANT}/market/listings?sort=PRICE_ASC&pageSize=50`);
  const listings = (await answer.json()).payload.records as Listing[];
  expect(listings.length, 'a market listing').toBeGreaterThan(10);
  return listings[10 + Math.floor(Math.random() * (listings.length - 10))]!;
}

/** Someone else buys the listing through the API as the checkout would (reserve, sign): it is gone before the buyer checks out. */
async function rivalBuys(browser: Browser, listing: Listing): Promise<void> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const rival = await preparedBuyer(page, 'cart-rival', '200');
  const mintId = randomUUID();
  const reserved = await apiAs(page.request, 'POST', `/api/users/self/mints/${mintId}/purchases`, { collectibleId: listing.collectible.id });
  expect(reserved.status, reserved.body.message).toBe(200);
  const signed = await apiAs(page.request, 'POST', `/api/users/self/mints/${mintId}/sign`, {
    signature: await rival.wallet.signMessage(reserved.body.payload.message),
  });
  expect(signed.status, signed.body.message).toBe(200);
  await context.close();
}

test.describe('the cart', () => {
  test('a person adds a store item and another game’s market listing, one sells meanwhile, and one signature buys the other', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const locale = 'en';
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const buyer = await preparedBuyer(page, 'cart-buyer', DEPOSIT);
    const storeItem = await storeItemToBuy(page, STORE_COPY.cart);
    const marketItem = await marketListingToBuy(page);

    await addToCartOn(page, `/store/${STORE_MERCHANT}/${storeItem.id}`, locale, 1);
    await addToCartOn(page, `/market/${MARKET_MERCHANT}/${marketItem.id}`, locale, 2);
    // The count outlives a reload: the cart is kept in this browser.
    await page.reload();
    await expect(headerCart(page)).toHaveAccessibleName(counted(locale, 'cart.headerLabel', 2));

    await rivalBuys(browser, marketItem);

    await headerCart(page).click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/cart`);
    await expect(page).toHaveTitle(pageTitle(locale, t('routes.cart.title')));
    const items = page.getByRole('region', { name: counted(locale, 'cart.itemsHeading', 2) }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(storeItem.collectible.name);
    await expect(items.nth(0)).toContainText(STORE_MERCHANT_NAME);
    await expect(items.nth(1)).toContainText(marketItem.collectible.name);
    await expect(items.nth(1)).toContainText('Elemental Raiders');
    const summary = page.getByRole('region', { name: t('cart.summaryHeading') });
    await expect(summary).toContainText(/\$\d/);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'merchant-cart-1280-en');

    await page.getByRole('button', { name: counted(locale, 'cart.checkOut', 2) }).click();
    const signText = page.locator('dialog[data-modal="wallet-sign"] pre').first();
    await expect(signText).toContainText('Marketplace cart checkout');
    await expect(signText).toContainText(storeItem.id);
    await expect(signText).toContainText(marketItem.id);
    await saveScreenshot(page, 'merchant-cart-sign-1280-en');
    await confirmInWallet(page, buyer, locale);

    const outcome = page.getByRole('heading', { name: counted(locale, 'cart.outcome.someDropped', 1, { bought: '1' }) });
    await expect(outcome).toBeVisible({ timeout: 20_000 });
    await expect(outcome).toBeFocused();
    const outcomes = page.locator('[data-outcome]');
    await expect(outcomes.nth(0)).toHaveAttribute('data-outcome', 'BOUGHT');
    await expect(outcomes.nth(1)).toHaveAttribute('data-outcome', 'DROPPED');
    await expect(outcomes.nth(1)).toContainText(t('cart.dropped.SOLD'));
    await expect(headerCart(page)).toHaveAccessibleName(counted(locale, 'cart.headerLabel', 0));
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'merchant-cart-outcome-1280-en');

    // Charged once: the store item's price and spec §9's fee on it, nothing for the one that was gone.
    const balance = Number((await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM);
    expect(balance).toBeLessThan(Number(DEPOSIT) - Number(storeItem.price) + 0.01);
    expect(balance).toBeGreaterThan(Number(DEPOSIT) - Number(storeItem.price) - 30);
    // The header shows the balance truncated to the cent (spec §5), read again after the checkout.
    await expect(page.getByTestId('header-balance')).toContainText((Math.floor(balance * 100) / 100).toFixed(2));
    await expectOwner(page, storeItem.collectible.id, buyer);
    await page.getByRole('link', { name: t('cart.outcome.toCollection') }).click();
    // In the page's collection, not the shell's closed cart panel, which may still hold the name hidden.
    await expect(page.getByRole('main').getByText(storeItem.collectible.name).first()).toBeVisible({ timeout: 20_000 });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 780 } });

    test('a visitor fills the cart, signs in to check out and comes back to it, then empties it with the keyboard', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const locale = 'ja';
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
      // The account the visitor signs in with: made (terms accepted, a wallet) in a context of its own.
      const email = `cart-visitor-${randomUUID()}@marketplace.test`;
      const setup = await (await browser.newContext()).newPage();
      await acceptTermsThroughApi(setup.request, await signUpThroughApi(setup.request, { email, password: FRESH_ACCOUNT_PASSWORD }));
      await registerWallet(setup, Wallet.createRandom(), CART_WALLET_PASSWORD);
      await setup.context().close();

      const storeItem = await storeItemToBuy(page, STORE_COPY.cartOnPhone);
      await addToCartOn(page, `/store/${STORE_MERCHANT}/${storeItem.id}`, locale, 1);
      await headerCart(page).click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/cart`);
      await expect(page.getByRole('heading', { level: 1, name: t('routes.cart.heading') })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await saveScreenshot(page, 'merchant-cart-360-ja');

      await page.getByRole('link', { name: t('cart.signInToCheckOut') }).click();
      await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
      await submitIdentityPage(page, { email, password: FRESH_ACCOUNT_PASSWORD });
      await page.waitForURL(`${SHELL_ORIGIN}/ja/cart`);
      // The cart is kept through the sign-in; a new account has no GEM yet, so the page says how much is missing and offers Add GEM.
      await expect(page.getByRole('link', { name: message(locale, 'kit:balanceShortfall.addGem') })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('link', { name: storeItem.collectible.name })).toBeVisible();
      await saveScreenshot(page, 'merchant-cart-signed-in-360-ja');

      const remove = page.getByRole('button', { name: t('cart.remove', { name: storeItem.collectible.name }) });
      await remove.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('cart.emptyTitle'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('cart.browseStore') })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'merchant-cart-empty-360-ja');
    });
  });
});
