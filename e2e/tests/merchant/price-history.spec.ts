import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { formatGem } from '../../../shared-contracts/src/wire/format/format-gem';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN } from '../support/sessions';

interface HistoryAnswer {
  total: number;
  sales: Array<{ price: string; time: string }>;
}

interface FiguresAnswer {
  floorPrice: string | null;
  listed: number;
  owners: number;
}

interface StatsAnswer {
  figures: FiguresAnswer;
  sets: Array<FiguresAnswer & { setId: string; name: string }>;
}

async function payloadOf<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`${API_ORIGIN}${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).payload as T;
}

/** A store item of Diamond Dreams whose item type sold over the last 30 days (the seed's sales are relative to its day). */
async function storeItemWithSales(page: Page): Promise<{ id: string; setId: string; history: HistoryAnswer }> {
  const store = await payloadOf<{ records: Array<{ id: string; collectible: { setId: string } }> }>(page, '/api/merchants/diamond-dreams/store?pageSize=50');
  for (const item of store.records) {
    const history = await payloadOf<HistoryAnswer>(page, `/api/merchants/diamond-dreams/sets/${item.collectible.setId}/price-history?range=30d`);
    if (history.total > 0) return { id: item.id, setId: item.collectible.setId, history };
  }
  throw new Error('No store item of Diamond Dreams sold in the last 30 days: the seed should have made them');
}

const kit = (key: string, values: Record<string, string> = {}) => message('en', `kit:priceHistory.${key}`, values);
/** The latest sales' table of a page's price history, by its caption (uPlot's hover legend is a table inside the chart). */
const latestSalesOf = (page: Page) =>
  page.getByRole('region', { name: kit('heading') }).getByRole('table', {
    name: new RegExp(`^${kit('latest.caption', { count: 'COUNT', total: 'TOTAL' }).replace('COUNT', '\\d+').replace('TOTAL', '[\\d,]+')}$`),
  });
const summary = (count: number, period: string) => kit(count === 1 ? 'summary_one' : 'summary_other', { count: String(count), period });

test.describe('price history and market figures (issue 23)', () => {
  test('a store item shows its price chart and latest sales; the period switches; axe-clean', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const item = await storeItemWithSales(page);
    await page.goto(`/store/diamond-dreams/${item.id}`);

    const panel = page.getByRole('region', { name: kit('heading') });
    await expect(panel.getByRole('radio', { name: kit('range.30d') })).toBeChecked();
    await expect(panel.getByText(summary(item.history.total, kit('range.30d')), { exact: true })).toBeVisible();
    // The chart is drawn (uPlot's canvas, a chunk of its own) and named for those who cannot see it.
    const chart = panel.getByRole('img', { name: new RegExp(`^${kit('chartLabel', { period: kit('range.30d') }).slice(0, 20)}`) });
    await expect(chart.locator('canvas').first()).toBeVisible();
    // The latest sales, newest first, as the API answers them.
    // By its caption: uPlot's hover legend is a table of its own inside the chart.
    const table = panel.getByRole('table', {
      name: new RegExp(`^${kit('latest.caption', { count: String(Math.min(10, item.history.total)), total: String(item.history.total) })}$`),
    });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(Math.min(10, item.history.total) + 1);
    await expect(rows.nth(1)).toContainText(formatGem(item.history.sales[0]?.price ?? ''));
    await expect(rows.nth(1)).toContainText('$');
    // Hovering the chart names a sale's price in GEM with its USD value.
    await chart.scrollIntoViewIfNeeded();
    const box = await chart.locator('canvas').first().boundingBox();
    expect(box, 'the chart is drawn').not.toBeNull();
    // The legend names the day under the cursor; not every day had a sale, so the cursor walks in from the
    // newest day until it is over one that did (the range holds sales: the table above lists them).
    const legend = chart.locator('.u-legend');
    for (let step = 1; step <= 60 && box; step += 1) {
      await page.mouse.move(box.x + box.width * (1 - step / 61), box.y + box.height / 2);
      if ((await legend.textContent())?.includes('GEM')) break;
    }
    await expect(legend).toContainText('GEM');
    await expectNoAxeViolations(page, '[data-price-history]');
    await saveScreenshot(panel, 'price-history-store-item-desktop');

    const all = await payloadOf<HistoryAnswer>(page, `/api/merchants/diamond-dreams/sets/${item.setId}/price-history?range=all`);
    await panel.getByRole('radio', { name: kit('range.all') }).check();
    await expect(panel.getByRole('radio', { name: kit('range.all') })).toBeChecked();
    await expect(panel.getByText(summary(all.total, kit('range.all')), { exact: true })).toBeVisible();
  });

  test('a market opens with its figures and a table of its sets sorted by any column, at 360 px and on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    const stats = await payloadOf<StatsAnswer>(page, '/api/merchants/elemental-raiders/market/stats');
    await page.goto('/market/elemental-raiders');

    const strip = page.getByRole('region', { name: message('en', 'merchant:marketStats.marketLabel', { merchant: 'Elemental Raiders' }) });
    await expect(strip.getByText(message('en', 'merchant:marketStats.listed'), { exact: true })).toBeVisible();
    await expect(strip).toContainText(new Intl.NumberFormat('en').format(stats.figures.listed));
    if (stats.figures.floorPrice) await expect(strip).toContainText(formatGem(stats.figures.floorPrice));
    await saveScreenshot(page, 'market-figures-360');

    const table = page.getByRole('table', { name: message('en', 'merchant:marketStats.sets.caption') });
    await table.scrollIntoViewIfNeeded();
    const listedHeader = table.getByRole('columnheader', { name: message('en', 'merchant:marketStats.listed') });
    await expect(table.getByRole('columnheader', { name: message('en', 'merchant:marketStats.volumeWeek') })).toHaveAttribute('aria-sort', 'descending');
    await listedHeader.getByRole('button').click();
    await expect(listedHeader).toHaveAttribute('aria-sort', 'descending');
    const most = Math.max(...stats.sets.map((set) => set.listed));
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(String(most));
    await listedHeader.getByRole('button').click();
    await expect(listedHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(table.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(String(Math.min(...stats.sets.map((set) => set.listed))));
    // The table scrolls inside its labelled region; the page never scrolls sideways.
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await saveScreenshot(page.getByRole('region', { name: message('en', 'merchant:marketStats.sets.heading') }), 'market-sets-table-360');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'market-figures-desktop');
  });

  test('a stack page opens with its figures and shows its price history; so does a collectible page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/market/diamond-dreams/stack/dd-citrine-chip');

    await expect(page.getByRole('region', { name: message('en', 'merchant:marketStats.stackLabel', { name: 'Citrine Chip' }) })).toContainText(
      message('en', 'merchant:marketStats.volumeWeek'),
    );
    await expect(latestSalesOf(page)).toBeVisible();

    const listings = await payloadOf<{ records: Array<{ collectible: { id: string } }> }>(
      page,
      '/api/merchants/diamond-dreams/market/listings?setId=dd-citrine-chip&pageSize=1',
    );
    await page.goto(`/collectible/${listings.records[0]?.collectible.id}`);
    await expect(latestSalesOf(page)).toBeVisible();
  });
});
