import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message, pageTitle } from '../support/catalogue';
import { expectAreaNotFound, expectCurrentArea, expectMerchantNotFound } from '../support/merchant-frame';
import { expectTwoColumns } from '../support/phone-layout';
import { expectPicturesOnScreenShown } from '../support/pictures';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, modalDialog, SHELL_ORIGIN, SIGNED_IN_STATE, submitIdentityPage, signInThroughApi } from '../support/sessions';
import { apiAs, selfOf, submitNewWalletPassword } from '../support/wallet';

interface StoreItemAnswer {
  id: string;
  price: string;
  supplyLeft: number;
  categoryId: string;
  playersOnly: boolean;
  collectible: { id: string; name: string; setId: string };
}

/** The seeded buyer of the store's purchase (1,000 GEM, no wallet yet); no other spec signs it in. */
const SHOPPER = { email: 'shopper@marketplace.test', password: 'shopper-password-1' };
/** The suite's shared signed-in user (`sign-in.setup.ts`): a wallet and no GEM. */
const SHARED_USER = { email: 'e2e-user@marketplace.test', password: 'e2e-password-1' };
const ITEM_PAGE = /\/store\/[a-z0-9-]+\/[0-9a-f-]{36}$/;

/** What the store answers, one item per set, cheapest first: what the page must show. */
async function storeOf(page: Page, merchantId: string, categoryId?: string): Promise<StoreItemAnswer[]> {
  const query = new URLSearchParams({ groupBy: 'SET', pageSize: '10', ...(categoryId ? { categoryId } : {}) });
  const response = await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/store?${query}`);
  return (await response.json()).payload.records as StoreItemAnswer[];
}

/** The store's categories as the API answers them, each with the merchant's translations of its name. */
async function storeCategoriesOf(page: Page, merchantId: string): Promise<{ id: string; name: string; localizedName: Record<string, string> | null }[]> {
  const response = await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/store/categories`);
  return (await response.json()).payload;
}

/** The shortfall sentence of a locale, whatever its figures: "You need 14.36 GEM (about $0.61) more." */
function shortfallSentence(locale: string): RegExp {
  const written = message(locale, 'kit:balanceShortfall.needMoreWithUsd', { amount: 'AMOUNT', usd: 'USD' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${written.replace('AMOUNT', '([\\d,]+\\.\\d{2}) GEM').replace('USD', '\\$[\\d,]+\\.\\d{2}')}$`);
}

/**
 * A short balance says by how much — the total the page shows (truncated to the cent) with no GEM at
 * all, rounded up to the cent at most — and offers Add GEM, which comes back to `returnTo`.
 */
async function expectShortfall(page: Page, locale: string, returnTo: string): Promise<void> {
  const buying = page.getByRole('region', { name: message(locale, 'buy.heading') });
  const centsOf = (digits: string) => Math.round(Number(digits.replace(/ GEM$/, '').replace(/,/g, '')) * 100);
  const shownTotal = centsOf((await buying.locator('dd').last().locator('span').first().textContent()) ?? 'NaN');
  const sentence = buying.getByText(shortfallSentence(locale));
  await expect(sentence).toBeVisible();
  const shortBy = centsOf(shortfallSentence(locale).exec((await sentence.textContent()) ?? '')?.[1] ?? 'NaN');
  expect(shortBy).toBeGreaterThanOrEqual(shownTotal);
  expect(shortBy).toBeLessThanOrEqual(shownTotal + 1);
  const addGem = buying.getByRole('link', { name: message(locale, 'kit:balanceShortfall.addGem') });
  await expect(addGem).toHaveAttribute('href', `${localized(locale, '/user-portal/wallet')}?return=${encodeURIComponent(returnTo)}`);
  // In view, as a person reaching for it would have it (and the screenshot that follows shows it).
  await addGem.scrollIntoViewIfNeeded();
}

const storeGrid = (page: Page, locale: string, merchant: string) => page.getByRole('list', { name: message(locale, 'store.itemsLabel', { merchant }) });

/** The grid shows each item the store sells, in its order, with its art, price in GEM and USD, and what is left. */
async function expectStoreGrid(page: Page, locale: string, merchantId: string, merchant: string, items: StoreItemAnswer[]): Promise<void> {
  const cards = storeGrid(page, locale, merchant).getByRole('link');
  await expect(cards).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('href', localized(locale, `/store/${merchantId}/${item.id}`));
    await expect(card.getByRole('img', { name: item.collectible.name })).toBeVisible();
    await expect(card).toContainText(/\d\.\d{2} GEM/);
    await expect(card).toContainText(/\$\d/);
    await expect(card).toContainText(
      item.supplyLeft === 1 ? message(locale, 'store.supplyLeft_one') : message(locale, 'store.supplyLeft_other', { count: String(item.supplyLeft) }),
    );
  }
}

test.describe('the store, for a visitor', () => {
  for (const [merchantId, merchant] of [
    ['diamond-dreams', 'Diamond Dreams'],
    ['elemental-raiders', 'Elemental Raiders'],
  ] as const) {
    test(`${merchant}: the store front, a category and an item, each axe-clean`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/store/${merchantId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.store.heading', { merchant }));
      const items = await storeOf(page, merchantId);
      expect(items.length).toBeGreaterThan(0);
      await expectStoreGrid(page, 'en', merchantId, merchant, items);
      // The header names the game and leads to its own pages; the tabs lead to its areas.
      await expect(page.getByRole('link', { name: new RegExp(message('en', 'merchantFrame.play', { merchant })) })).toHaveAttribute('rel', /noopener/);
      await expectCurrentArea(page, 'en', merchant, 'store');
      await expectNoAxeViolations(page);
      await expectPicturesOnScreenShown(page);
      if (merchantId === 'diamond-dreams') await saveScreenshot(page, 'store-front');

      // A category: its own address, its items only, the chip marked.
      const categoryId = items[0]!.categoryId;
      const categories = page.getByRole('navigation', { name: message('en', 'store.categoriesLabel') });
      await categories.locator(`a[href="/store/${merchantId}/category/${categoryId}"]`).click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/store/${merchantId}/category/${categoryId}`);
      await expect(categories.locator('[aria-current="page"]')).toHaveAttribute('href', `/store/${merchantId}/category/${categoryId}`);
      await expectStoreGrid(page, 'en', merchantId, merchant, await storeOf(page, merchantId, categoryId));
      await expectNoAxeViolations(page);

      // An item: its page in full, and a visitor is asked to sign in rather than offered Buy.
      const item = (await storeOf(page, merchantId, categoryId))[0]!;
      await storeGrid(page, 'en', merchant).getByRole('link').first().click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/store/${merchantId}/${item.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.collectible.name);
      await expect(page).toHaveTitle(`${item.collectible.name} | Marketplace`);
      await expect(page.getByRole('heading', { level: 2, name: message('en', 'store.item.properties') })).toBeVisible();
      await expect(page.getByText(message('en', 'buy.total'))).toBeVisible();
      await expect(page.getByRole('link', { name: message('en', 'buy.signIn') })).toHaveAttribute(
        'href',
        `/loading?auth=true&redirect=${encodeURIComponent(`/store/${merchantId}/${item.id}`)}`,
      );
      await expect(page.getByRole('button', { name: message('en', 'buy.buy') })).toHaveCount(0);
      await expect(page.getByRole('img', { name: item.collectible.name })).toHaveJSProperty('complete', true);
      await expectNoAxeViolations(page);
      await expectPicturesOnScreenShown(page);
      if (merchantId === 'diamond-dreams') await saveScreenshot(page, 'store-item');
    });
  }

  test('a luxury merchant’s store has the luxury corners and buttons on every part of the page', async ({ page }) => {
    await page.goto('/store/aurum-atelier');
    const card = storeGrid(page, 'en', 'Aurum Atelier').getByRole('link').first();
    await expect(card).toBeVisible();
    await expect(page.locator('[data-merchant="aurum-atelier"][data-luxury]')).toBeVisible();
    // --radius-luxury is 0.125rem: the cards and the category chips take it instead of the round corners.
    // The card is its link, or the frame around the link and its heart: the frame wears the corners then.
    expect(await card.evaluate((element) => getComputedStyle(element.closest('[data-luxury]') ?? element).borderTopLeftRadius)).toBe('2px');
    const chip = page
      .getByRole('navigation', { name: message('en', 'store.categoriesLabel') })
      .getByRole('link')
      .first();
    expect(await chip.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('2px');
    const tabs = page.getByRole('navigation', { name: message('en', 'merchantFrame.areasLabel', { merchant: 'Aurum Atelier' }) });
    await expect(tabs.getByRole('link', { name: message('en', 'merchantFrame.area.market') })).toBeVisible();
    await expect(tabs.getByRole('link', { name: message('en', 'merchantFrame.area.craft') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await card.click();
    const signIn = page.getByRole('link', { name: message('en', 'buy.signIn') });
    await expect(signIn).toBeVisible();
    expect(await signIn.evaluate((element) => getComputedStyle(element).borderTopLeftRadius)).toBe('2px');
    await expectPicturesOnScreenShown(page);
    await saveScreenshot(page, 'store-item-luxury');
  });

  test('Elemental Raiders: players-only items are shown to everyone, marked, and their page says who may buy them (spec §6)', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const rewards = await storeOf(page, 'elemental-raiders', 'raider-rewards');
    expect(rewards.length).toBeGreaterThan(0);
    expect(rewards.map((item) => item.playersOnly)).toEqual(rewards.map(() => true));
    await page.goto('/store/elemental-raiders/category/raider-rewards');
    const cards = storeGrid(page, 'en', 'Elemental Raiders').getByRole('link');
    await expect(cards).toHaveCount(rewards.length);
    for (const index of rewards.keys()) await expect(cards.nth(index)).toContainText(message('en', 'store.playersOnly.badge'));
    await expectNoAxeViolations(page);
    await expectPicturesOnScreenShown(page);
    await saveScreenshot(page, 'store-players-only-category');

    // The item page: the mark, why a visitor cannot buy it, where the game is, and signing in for a player.
    const reward = rewards[0]!;
    await cards.first().click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/store/elemental-raiders/${reward.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reward.collectible.name);
    await expect(page.getByText(message('en', 'store.playersOnly.badge'), { exact: true })).toBeVisible();
    const buying = page.getByRole('region', { name: message('en', 'buy.heading') });
    await expect(buying.getByText(message('en', 'buy.playersOnly.title', { merchant: 'Elemental Raiders' }))).toBeVisible();
    const game = buying.getByRole('link', { name: message('en', 'buy.playersOnly.gameLink', { merchant: 'Elemental Raiders' }) });
    await expect(game).toHaveAttribute('href', 'https://elemental-raiders.example/play');
    await expect(game).toHaveAttribute('rel', /noopener/);
    await expect(buying.getByRole('link', { name: message('en', 'buy.signIn') })).toBeVisible();
    await expect(buying.getByText(message('en', 'buy.playersOnly.visitorHint'))).toBeVisible();
    await expect(page.getByRole('button', { name: message('en', 'buy.buy') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await expectPicturesOnScreenShown(page);
    await saveScreenshot(page, 'store-item-players-only');

    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/ja/store/elemental-raiders/${reward.id}`);
    await expect(page.getByText(message('ja', 'buy.playersOnly.title', { merchant: 'Elemental Raiders' }))).toBeVisible();
    await expect(page.getByText(message('ja', 'store.playersOnly.badge'), { exact: true })).toBeVisible();
    // The panel itself, below the art on a phone: why there is no Buy, in Japanese.
    await saveScreenshot(page.getByRole('region', { name: message('ja', 'buy.heading') }), 'store-item-players-only-360-ja');
  });

  test("an inactive merchant's store and an unknown item give their translated 404", async ({ page }) => {
    await page.goto('/store/diamond-dreams/00000000-0000-4000-8000-000000000000');
    await expectAreaNotFound(page, {
      heading: message('en', 'store.item.notFound.title'),
      back: message('en', 'store.item.back'),
      backHref: '/store/diamond-dreams',
    });

    // Last: a Japanese page is remembered, and would send the English address above to /ja.
    await expectMerchantNotFound(page, 'ja', '/store/shadow-forge');
  });
});

test('on a 360 px phone in Japanese: two columns, the item, and signing in comes back to it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/store/elemental-raiders');
  const cards = storeGrid(page, 'ja', 'Elemental Raiders').getByRole('link');
  await expect(cards.first()).toBeVisible();
  // The categories in Japanese, as the merchant translated them, not in English.
  const categories = page.getByRole('navigation', { name: message('ja', 'store.categoriesLabel') });
  for (const category of await storeCategoriesOf(page, 'elemental-raiders')) {
    expect(category.localizedName?.ja).toBeTruthy();
    await expect(categories.getByRole('link', { name: category.localizedName!.ja!, exact: true })).toBeVisible();
    await expect(categories.getByRole('link', { name: category.name, exact: true })).toHaveCount(0);
  }
  await expectTwoColumns(page, cards);
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'store-front-360-ja');

  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`^${SHELL_ORIGIN}/ja${ITEM_PAGE.source}`));
  const itemPath = new URL(page.url()).pathname;
  await expect(page.getByText(message('ja', 'buy.total'))).toBeVisible();
  await expectPicturesOnScreenShown(page);
  await saveScreenshot(page, 'store-item-360-ja');
  await expectNoAxeViolations(page);

  // The shared user has a wallet and no GEM: back on the same item, told the balance is short, offered no Buy.
  await page.getByRole('link', { name: message('ja', 'buy.signIn') }).click();
  await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await submitIdentityPage(page, SHARED_USER);
  await expect(page).toHaveURL(`${SHELL_ORIGIN}${itemPath}`);
  await expect(page.getByText(/^残高が不足しています/)).toBeVisible();
  await expect(page.getByRole('button', { name: message('ja', 'buy.buy') })).toHaveCount(0);
  // No dead end: by how much (the whole total, with 0 GEM), and Add GEM, which comes back to this item.
  await expectShortfall(page, 'ja', itemPath);
  await saveScreenshot(page, 'store-item-short-balance-360-ja');
  await expectNoAxeViolations(page);
});

test.describe('a signed-in person short of GEM', () => {
  test.use({ storageState: SIGNED_IN_STATE.user });

  test('at 1280 px in English: the item says by how much the balance falls short and offers Add GEM, which comes back here', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const [item] = await storeOf(page, 'diamond-dreams');
    const itemPath = `/store/diamond-dreams/${item!.id}`;
    await page.goto(`${itemPath}?from=grid`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.collectible.name);
    const buying = page.getByRole('region', { name: message('en', 'buy.heading') });
    await expect(buying.getByRole('button', { name: message('en', 'buy.buy') })).toHaveCount(0);
    await expectShortfall(page, 'en', `${itemPath}?from=grid`);
    await saveScreenshot(page, 'store-item-short-balance-1280-en');
    await expectNoAxeViolations(page);
  });
});

test('a signed-in buyer buys a store item through the checkout: the balance pays price and fee, the collection gains it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page, { ...SHOPPER, redirect: '/store/elemental-raiders' });
  await submitNewWalletPassword(modalDialog(page, 'wallet-create'), 'Shopper-wallet-pass-1!', message('en', 'wallet.createAction'));
  await expect(page.getByText(message('en', 'wallet.created'))).toBeVisible();
  const { id: buyerId } = await selfOf(page.request);
  const balanceBefore = (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM as number;

  // The cheapest item of the store, as its page shows it.
  const [item] = await storeOf(page, 'elemental-raiders');
  await page.goto(`/store/elemental-raiders/${item!.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item!.collectible.name);
  const buying = page.getByRole('region', { name: message('en', 'buy.heading') });
  await expect(buying.getByText('1,000.00 GEM')).toBeVisible();
  await buying.getByRole('button', { name: message('en', 'buy.buy') }).click();

  // The reservation opens the existing checkout, where the wallet signs it over the bus.
  await page.waitForURL(/\/user-portal\/mint\/[0-9a-f-]{36}$/);
  const mintId = new URL(page.url()).pathname.split('/').at(-1)!;
  // The checkout reads like one: its title, a heading that follows the purchase, the rarity as every page writes it.
  await expect(page).toHaveTitle(pageTitle('en', message('en', 'shell:routes.portalMint.title')));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.portalMint.heading'));
  const rarity = page.locator('[data-rarity]').first();
  await expect(rarity).toHaveText(
    new RegExp(
      `^(${['common', 'uncommon', 'rare', 'epic', 'legendary', 'exotic', 'mythic', 'unique'].map((tier) => message('en', `kit:rarity.${tier}`)).join('|')})$`,
    ),
  );
  await expect(rarity).not.toHaveCSS('text-transform', 'uppercase');
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveScreenshot(page, 'checkout-1280-en');
  await page.getByRole('button', { name: message('en', 'mint.confirm') }).click();
  const sign = modalDialog(page, 'wallet-sign');
  // The signing dialog writes amounts as every page does; the exact text signed is there on request.
  const signed = sign.getByLabel(message('en', 'wallet.signSummary'));
  await expect(signed).toContainText(/Price: [\d,]+\.\d{2} GEM\nFee: [\d,]+\.\d{2} GEM/);
  await expect(signed).not.toContainText(/\d\.\d{3,} GEM/);
  await sign.getByText(message('en', 'wallet.signExact')).click();
  await expect(sign.getByLabel(message('en', 'wallet.signMessage'))).toContainText(/Fee: \d+(\.\d+)? GEM/);
  await saveScreenshot(page, 'wallet-sign-amounts-1280-en');
  await sign.getByRole('button', { name: message('en', 'wallet.signAction') }).click();
  await expect(page.getByText(message('en', 'mint.outcome.paid'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'mint.heading.complete'));
  await saveScreenshot(page, 'checkout-paid-1280-en');

  const mint = (await apiAs(page.request, 'GET', `/api/users/self/mints/${mintId}`)).body.payload as { total: string; price: string; collectibleId: string };
  expect(mint.collectibleId).toBe(item!.collectible.id);
  expect(Number(mint.price)).toBe(Number(item!.price));
  const balanceAfter = (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM as number;
  expect(balanceBefore - balanceAfter).toBeCloseTo(Number(mint.total), 6);
  await expect
    .poll(async () => {
      const owned = await apiAs(page.request, 'GET', `/api/users/${buyerId}/collectibles?merchantId=elemental-raiders&pageSize=100`);
      return (owned.body.payload.records as { id: string }[]).map((collectible) => collectible.id);
    })
    .toContain(item!.collectible.id);

  // The store has one fewer of that set, and the copy bought is no longer for sale.
  await page.goto(`/store/elemental-raiders/${item!.id}`);
  await expect(page.getByText(message('en', 'buy.unavailable'))).toBeVisible();
  const after = (await storeOf(page, 'elemental-raiders')).find((candidate) => candidate.collectible.setId === item!.collectible.setId);
  expect(after?.supplyLeft ?? 0).toBe(item!.supplyLeft - 1);

  // The shopper does not play Elemental Raiders (spec §6): a players-only item says why, and offers no Buy.
  const [reward] = await storeOf(page, 'elemental-raiders', 'raider-rewards');
  await page.goto(`/store/elemental-raiders/${reward!.id}`);
  await expect(buying.getByText(message('en', 'buy.playersOnly.title', { merchant: 'Elemental Raiders' }))).toBeVisible();
  await expect(buying.getByRole('link', { name: message('en', 'buy.playersOnly.gameLink', { merchant: 'Elemental Raiders' }) })).toBeVisible();
  await expect(buying.getByRole('button', { name: message('en', 'buy.buy') })).toHaveCount(0);

  // Last (a Japanese page is remembered): the same checkout on a 360 px phone in Japanese, title and heading in Japanese.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/ja/user-portal/mint/${mintId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'mint.heading.complete'));
  await expect(page).toHaveTitle(pageTitle('ja', message('ja', 'shell:routes.portalMint.title')));
  await saveScreenshot(page, 'checkout-paid-360-ja');

  // And a purchase still to complete, there: a reservation of the dearest item the shopper can pay (other specs take the cheapest), cancelled after.
  const balanceLeft = (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM as number;
  const everyCopy = (await (await page.request.get(`${API_ORIGIN}/api/merchants/elemental-raiders/store?pageSize=50`)).json()).payload
    .records as StoreItemAnswer[];
  const dearest = everyCopy.filter((candidate) => !candidate.playersOnly && Number(candidate.price) * 1.1 < balanceLeft).at(-1)!;
  const openMint = randomUUID();
  expect((await apiAs(page.request, 'POST', `/api/users/self/mints/${openMint}/purchases`, { collectibleId: dearest.collectible.id })).status).toBe(200);
  await page.goto(`/ja/user-portal/mint/${openMint}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'routes.portalMint.heading'));
  await page.getByRole('button', { name: message('ja', 'mint.confirm') }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'checkout-360-ja');
  expect((await apiAs(page.request, 'DELETE', `/api/users/self/mints/${openMint}`)).status).toBe(200);
});
