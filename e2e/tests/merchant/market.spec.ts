import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { formatGem } from '../../../shared-contracts/src/wire/format/format-gem';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectAreaNotFound, expectCurrentArea, expectMerchantNotFound } from '../support/merchant-frame';
import { expectNoSidewaysScroll, expectTwoColumns } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, SHELL_ORIGIN, SIGNED_IN_STATE } from '../support/sessions';

interface ListingAnswer {
  id: string;
  price: string;
  seller: { id: string; displayName: string | null };
  collectible: { name: string; setId: string; rarity: string };
}

interface ListingsAnswer {
  total: number;
  totalPages: number;
  records: ListingAnswer[];
}

interface StackAnswer {
  setId: string;
  name: string;
  rarity: string;
  listed: number;
  floorPrice: string;
}

interface StacksAnswer {
  total: number;
  totalPages: number;
  records: StackAnswer[];
}

/** What the market answers a visitor for a query, 10 to a page as a stack page asks. */
async function marketOf(page: Page, merchantId: string, query: Record<string, string> = {}): Promise<ListingsAnswer> {
  const search = new URLSearchParams({ pageSize: '10', ...query });
  const response = await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/market/listings?${search}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).payload as ListingsAnswer;
}

/** The market front's answer for a query: one stack per set, 12 to a page as the front asks. */
async function marketFrontOf(page: Page, merchantId: string, query: Record<string, string> = {}): Promise<StacksAnswer> {
  const search = new URLSearchParams({ pageSize: '12', groupBy: 'SET', ...query });
  const response = await page.request.get(`${API_ORIGIN}/api/merchants/${merchantId}/market/listings?${search}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).payload as StacksAnswer;
}

const marketGrid = (page: Page, locale: string, merchant: string) => page.getByRole('list', { name: message(locale, 'market.listingsLabel', { merchant }) });

const resultCount = (locale: string, count: number) =>
  message(locale, count === 1 ? 'market.resultCount_one' : 'market.resultCount_other', { count: String(count) });

/** The grid shows the answer's stacks in its order, each once with its art, count and floor price, leading to its stack page. */
async function expectMarketGrid(page: Page, locale: string, merchantId: string, merchant: string, answer: StacksAnswer): Promise<void> {
  await expect(page.getByText(resultCount(locale, answer.total), { exact: true })).toBeVisible();
  const cards = marketGrid(page, locale, merchant).getByRole('link');
  await expect(cards).toHaveCount(answer.records.length);
  expect(new Set(answer.records.map((stack) => stack.setId)).size).toBe(answer.records.length);
  for (const [index, stack] of answer.records.entries()) {
    const card = cards.nth(index);
    await expect(card).toHaveAttribute('href', localized(locale, `/market/${merchantId}/stack/${stack.setId}`));
    await expect(card.getByRole('img', { name: stack.name })).toBeVisible();
    const summary = stack.listed === 1 ? 'market.stackCard.summary_one' : 'market.stackCard.summary_other';
    await expect(card).toContainText(message(locale, summary, { count: String(stack.listed), price: formatGem(stack.floorPrice) }));
  }
}

test.describe('the market, for a visitor', () => {
  for (const [merchantId, merchant] of [
    ['diamond-dreams', 'Diamond Dreams'],
    ['elemental-raiders', 'Elemental Raiders'],
  ] as const) {
    test(`${merchant}: one card per item on sale, its stack and a listing of it, each axe-clean`, async ({ page }) => {
      // Three pages, each read through the API and analysed by axe: 20–36 s on a loaded 2-core machine.
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/market/${merchantId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.market.heading', { merchant }));
      expect((await marketOf(page, merchantId)).total).toBeGreaterThan(100);
      const answer = await marketFrontOf(page, merchantId);
      expect(answer.totalPages).toBeGreaterThan(1);
      await expectMarketGrid(page, 'en', merchantId, merchant, answer);
      await expectCurrentArea(page, 'en', merchant, 'market');
      // Wide: the filters beside the grid, no drawer button.
      await expect(page.getByRole('complementary', { name: message('en', 'market.filters.heading') })).toBeVisible();
      await expect(page.getByRole('button', { name: message('en', 'market.filters.open') })).toBeHidden();
      await expectNoAxeViolations(page);
      if (merchantId === 'diamond-dreams') await saveScreenshot(page, 'market-front');

      // A card leads to its stack: the set's listings, cheapest first, and what completing the set costs.
      const set = answer.records[0]!;
      await marketGrid(page, 'en', merchant).getByRole('link').first().click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/${merchantId}/stack/${set.setId}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(set.name);
      const stack = await marketOf(page, merchantId, { setId: set.setId, sort: 'PRICE_ASC' });
      expect(stack.total).toBe(set.listed);
      const stackGrid = page.getByRole('list', { name: message('en', 'market.stack.listingsLabel', { name: set.name }) });
      await expect(stackGrid.getByRole('link')).toHaveCount(stack.records.length);
      await expect(stackGrid.getByRole('link').first()).toHaveAttribute('href', `/market/${merchantId}/${stack.records[0]!.id}`);
      await expect(page.getByRole('region', { name: message('en', 'market.completion.heading') })).toBeVisible();
      await expectNoAxeViolations(page);

      // The cheapest listing: its page in full; a visitor is asked to sign in rather than offered Buy.
      const listing = stack.records[0]!;
      expect(listing.price).toBe(set.floorPrice);
      await stackGrid.getByRole('link').first().click();
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/${merchantId}/${listing.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.collectible.name);
      await expect(page).toHaveTitle(`${listing.collectible.name} | Marketplace`);
      await expect(page.getByRole('link', { name: listing.seller.displayName! })).toHaveAttribute('href', `/user/${listing.seller.id}`);
      await expect(page.getByText(message('en', 'market.listing.listed'))).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: message('en', 'market.listing.properties') })).toBeVisible();
      await expect(page.getByRole('link', { name: message('en', 'buy.signIn') })).toHaveAttribute(
        'href',
        `/loading?auth=true&redirect=${encodeURIComponent(`/market/${merchantId}/${listing.id}`)}`,
      );
      await expect(page.getByRole('img', { name: listing.collectible.name })).toHaveJSProperty('complete', true);
      await expectNoAxeViolations(page);
      if (merchantId === 'diamond-dreams') await saveScreenshot(page, 'market-listing');
    });
  }

  test('filters, sort, search and page live in the address: a link reproduces the view, Back and Forward walk it', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/market/diamond-dreams?page=3');
    const filters = page.getByRole('complementary', { name: message('en', 'market.filters.heading') });
    const pager = page.getByRole('navigation', { name: message('en', 'catalogue.pager.label') });
    const search = page.getByRole('searchbox', { name: message('en', 'market.search.label') });
    const sort = page.getByRole('combobox', { name: message('en', 'market.sort.label') });

    // Sorted by floor price, the items span several pages; the pager walks them in the address.
    await sort.selectOption('PRICE_ASC');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/diamond-dreams?sort=price-asc`);
    const firstPage = await marketFrontOf(page, 'diamond-dreams', { sort: 'PRICE_ASC' });
    expect(firstPage.totalPages).toBeGreaterThan(1);
    const floors = firstPage.records.map((stack) => Number(stack.floorPrice));
    expect(floors).toEqual([...floors].sort((a, b) => a - b));
    await expectMarketGrid(page, 'en', 'diamond-dreams', 'Diamond Dreams', firstPage);
    await pager.getByRole('link', { name: message('en', 'catalogue.pager.next') }).click();
    const pagedUrl = `${SHELL_ORIGIN}/market/diamond-dreams?sort=price-asc&page=2`;
    await expect(page).toHaveURL(pagedUrl);
    const secondPage = await marketFrontOf(page, 'diamond-dreams', { sort: 'PRICE_ASC', page: '2' });
    expect(Number(secondPage.records[0]!.floorPrice)).toBeGreaterThanOrEqual(floors.at(-1)!);
    await expectMarketGrid(page, 'en', 'diamond-dreams', 'Diamond Dreams', secondPage);

    // A filter and a search start again at page 1, each in the address.
    await filters.getByRole('checkbox', { name: message('en', 'rarity.rare') }).check();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/diamond-dreams?rarity=rare&sort=price-asc`);
    await search.pressSequentially('SAPPHIRE', { delay: 40 });
    const viewUrl = `${SHELL_ORIGIN}/market/diamond-dreams?q=SAPPHIRE&rarity=rare&sort=price-asc`;
    await expect(page).toHaveURL(viewUrl);
    await expect(search).toHaveValue('SAPPHIRE');

    // Case ignored: every rare sapphire on sale, one card per item, cheapest floor first.
    const found = await marketFrontOf(page, 'diamond-dreams', { q: 'SAPPHIRE', rarity: 'rare', sort: 'PRICE_ASC' });
    expect(found.total).toBeGreaterThan(1);
    for (const stack of found.records) expect(stack).toMatchObject({ rarity: 'rare', name: expect.stringMatching(/sapphire/i) });
    const foundFloors = found.records.map((stack) => Number(stack.floorPrice));
    expect(foundFloors).toEqual([...foundFloors].sort((a, b) => a - b));
    await expectMarketGrid(page, 'en', 'diamond-dreams', 'Diamond Dreams', found);

    // The addresses alone, in a fresh tab, show the same views with their controls set.
    const shared = await context.newPage();
    await shared.setViewportSize({ width: 1280, height: 900 });
    await shared.goto(viewUrl);
    await expectMarketGrid(shared, 'en', 'diamond-dreams', 'Diamond Dreams', found);
    await expect(shared.getByRole('searchbox', { name: message('en', 'market.search.label') })).toHaveValue('SAPPHIRE');
    await expect(shared.getByRole('combobox', { name: message('en', 'market.sort.label') })).toHaveValue('PRICE_ASC');
    const sharedFilters = shared.getByRole('complementary', { name: message('en', 'market.filters.heading') });
    await expect(sharedFilters.getByRole('checkbox', { name: message('en', 'rarity.rare') })).toBeChecked();
    await shared.goto(pagedUrl);
    await expectMarketGrid(shared, 'en', 'diamond-dreams', 'Diamond Dreams', secondPage);
    await expect(shared.getByRole('link', { name: message('en', 'catalogue.pager.page', { page: '2' }) })).toHaveAttribute('aria-current', 'page');
    await shared.close();

    // Back and Forward walk the views.
    await page.goBack();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/diamond-dreams?rarity=rare&sort=price-asc`);
    await page.goBack();
    await expect(page).toHaveURL(pagedUrl);
    await expectMarketGrid(page, 'en', 'diamond-dreams', 'Diamond Dreams', secondPage);
    await page.goForward();
    await page.goForward();
    await expect(page).toHaveURL(viewUrl);
    await expectMarketGrid(page, 'en', 'diamond-dreams', 'Diamond Dreams', found);

    // A search nothing matches says so, and clearing brings every item back with the sort kept.
    await search.fill('no such gem anywhere');
    await expect(page.getByText(message('en', 'market.noMatch.title'))).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('button', { name: message('en', 'market.filters.clear') })
      .last()
      .click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/market/diamond-dreams?sort=price-asc`);
    await expect(search).toHaveValue('');
  });

  test('the search takes a wildcard literally', async ({ page }) => {
    await page.goto(`/market/diamond-dreams?q=${encodeURIComponent('100%')}`);
    const cards = marketGrid(page, 'en', 'Diamond Dreams').getByRole('link');
    await expect(cards.first()).toBeVisible();
    for (const name of await cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))))
      expect(name).toBe('Flawless 100% Brilliant');
  });

  test("an inactive merchant's market and an unknown listing or set give their translated 404", async ({ page }) => {
    await page.goto('/market/diamond-dreams/00000000-0000-4000-8000-000000000000');
    await expectAreaNotFound(page, {
      heading: message('en', 'market.listing.notFound.title'),
      back: message('en', 'market.listing.back'),
      backHref: '/market/diamond-dreams',
    });

    await page.goto('/market/diamond-dreams/stack/dd-no-such-set');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'market.stack.notFound.title'));

    // Last: a Japanese page is remembered, and would send the English addresses above to /ja.
    await expectMerchantNotFound(page, 'ja', '/market/shadow-forge');
  });
});

test.describe('on a 360 px phone in Japanese', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('two columns, and the filters in a drawer: a labelled dialog that keeps focus and closes on Escape', async ({ page }) => {
    await page.goto('/ja/market/elemental-raiders');
    const cards = marketGrid(page, 'ja', 'Elemental Raiders').getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expectTwoColumns(page, cards);
    await expect(page.getByRole('complementary', { name: message('ja', 'market.filters.heading') })).toBeHidden();
    await expectNoAxeViolations(page);
    await saveScreenshot(page.locator('[data-area="market"]'), 'market-front-360-ja');

    const opener = page.getByRole('button', { name: message('ja', 'market.filters.open') });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: message('ja', 'market.filters.heading') });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('button', { name: message('ja', 'market.filters.close') })).toBeFocused();
    // Tab goes round inside the drawer, never to the page behind it.
    for (let step = 0; step < 25; step += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page, 'dialog[open]');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();

    // A filter chosen in the drawer applies at once; the button closes it on the results, counting them.
    await opener.click();
    await drawer.getByRole('checkbox', { name: message('ja', 'rarity.legendary') }).check();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/market/elemental-raiders?rarity=legendary`);
    const legendary = await marketFrontOf(page, 'elemental-raiders', { rarity: 'legendary' });
    const show = drawer.getByRole('button', { name: message('ja', 'market.filters.showResults_other', { count: String(legendary.total) }) });
    await expect(show).toBeVisible();
    await saveScreenshot(page, 'market-filters-360-ja');
    await show.click();
    await expect(drawer).toBeHidden();
    await expectMarketGrid(page, 'ja', 'elemental-raiders', 'Elemental Raiders', legendary);
    await expect(page.getByRole('button', { name: message('ja', 'market.filters.openWithCount', { count: '1' }) })).toBeVisible();
  });

  test('a listing and its stack', async ({ page }) => {
    const [listing] = (await marketOf(page, 'diamond-dreams', { setId: 'dd-rough-quartz', sort: 'PRICE_ASC' })).records;
    await page.goto(`/ja/market/diamond-dreams/${listing!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rough Quartz');
    await expect(page.getByText(message('ja', 'market.listing.seller'))).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page.locator('[data-area="market"]'), 'market-listing-360-ja');

    await page.goto('/ja/market/diamond-dreams/stack/dd-rough-quartz');
    const panel = page.getByRole('region', { name: message('ja', 'market.completion.heading') });
    await expect(panel).toContainText(message('ja', 'market.completion.target_other', { count: '3' }));
    await expect(panel.getByRole('link', { name: message('ja', 'market.completion.signIn') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page.locator('[data-area="market"]'), 'market-stack-360-ja');
  });
});

test.describe('signed in', () => {
  test.use({ storageState: SIGNED_IN_STATE.user });

  test('the stack page counts what the person owns and prices the copies still missing', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/market/diamond-dreams/stack/dd-rough-quartz');
    const panel = page.getByRole('region', { name: message('en', 'market.completion.heading') });
    await expect(panel).toContainText(message('en', 'market.completion.owned', { owned: '0', target: '3' }));
    await expect(panel).toContainText(message('en', 'market.completion.costMissing_other', { count: '3' }));
    const cheapest = await marketOf(page, 'diamond-dreams', { setId: 'dd-rough-quartz', sort: 'PRICE_ASC', pageSize: '3' });
    const cents = cheapest.records.reduce((sum, listing) => sum + Math.round(Number(listing.price) * 100), 0);
    await expect(panel).toContainText(`${(cents / 100).toFixed(2)} GEM`);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, 'market-stack');
  });
});
