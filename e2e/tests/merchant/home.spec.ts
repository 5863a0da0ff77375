import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { saveScreenshot } from '../support/screenshots';

const WIDTHS = [1280, 360] as const;
const LOCALES = ['en', 'ja'] as const;
const ITEM_PAGE = /^(?:\/ja)?\/(store|market)\/[a-z0-9-]+\/[0-9a-f-]{36}$/;

/** Sums, from the first paint on, the layout shifts no input caused (what Cumulative Layout Shift counts). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

/** Every picture in `selector` has arrived and has pixels (lazy ones are scrolled to first). */
async function expectPicturesShown(page: Page, selector: string): Promise<void> {
  for (const image of await page.locator(selector).all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}

for (const width of WIDTHS) {
  for (const locale of LOCALES) {
    test(`the home at ${width} px in ${locale} sells: featured items with art and prices, each game with its art and ways in`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      const layoutShift = await recordLayoutShifts(page);
      await page.goto(localized(locale, '/'));

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'home.heading'));
      // Below a dollar the rate keeps up to four decimals, the digits prices are computed from.
      await expect(page.getByTestId('gem-rate')).toHaveText(/^1 GEM = \$(0\.\d{2,4}|[1-9][\d,]*\.\d{2})$/);

      const featured = page.getByRole('list', { name: message(locale, 'home.featuredHeading') });
      const featuredCards = featured.getByRole('link');
      await expect(featuredCards).toHaveCount(8);
      for (const card of await featuredCards.all()) {
        await expect(card).toHaveAttribute('href', ITEM_PAGE);
        await expect(card).toContainText(/\d\.\d{2} GEM/);
        await expect(card).toContainText(/\$\d/);
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/);
      }
      // The first row is above the fold: its art is fetched at once; the rest waits for the scroll.
      await expect(featured.getByRole('img').first()).toHaveAttribute('loading', 'eager');
      await expect(featured.getByRole('img').last()).toHaveAttribute('loading', 'lazy');
      await expect(page.getByRole('list', { name: message(locale, 'home.newestHeading') }).getByRole('link')).toHaveCount(8);

      for (const game of ['Diamond Dreams', 'Elemental Raiders', 'Aurum Atelier']) {
        const ways = page.getByRole('navigation', { name: game });
        await expect(ways.getByRole('link', { name: message(locale, 'home.visitStore') })).toBeVisible();
        await expect(ways.getByRole('link', { name: message(locale, 'home.visitMarket') })).toBeVisible();
      }
      await expect(page.locator('[data-merchant="aurum-atelier"]')).toHaveAttribute('data-luxury', 'true');
      await expect(page.getByRole('region', { name: message(locale, 'home.merchantInactive') })).toContainText('Shadow Forge');
      await expect(page.getByRole('navigation', { name: 'Shadow Forge' })).toHaveCount(0);

      await expectPicturesShown(page, '[data-merchant] img');
      await expectPicturesShown(page, '#featured img, #newest img');
      expect(await layoutShift()).toBeLessThanOrEqual(0.01);
      await expectNoAxeViolations(page);
      // Back to where a visitor starts: the top of the page, each shelf at its first card.
      await page.evaluate(() => {
        for (const shelf of document.querySelectorAll('#featured ul, #newest ul')) shelf.scrollLeft = 0;
        window.scrollTo(0, 0);
      });
      await saveScreenshot(page, `home-${locale}-${width}`);
      await saveScreenshot(page.locator('#games'), `home-games-${locale}-${width}`);
    });
  }
}

test('a featured item leads to its page in the store or on the market of its game', async ({ page }) => {
  await page.goto('/');
  const first = page
    .getByRole('list', { name: message('en', 'home.featuredHeading') })
    .getByRole('link')
    .first();
  const href = await first.getAttribute('href');
  expect(href).toMatch(ITEM_PAGE);

  await first.click();

  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(message('en', 'notFound.heading'));
});

test("a game's store button leads to its store", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja');

  await page
    .getByRole('navigation', { name: 'Elemental Raiders' })
    .getByRole('link', { name: message('ja', 'home.visitStore') })
    .click();

  await expect(page).toHaveURL('/ja/store/elemental-raiders');
});
