import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message } from './support/catalogue';
import { API_ORIGIN } from './support/site-origins';
const PAYLOAD_LINK = 'link[data-marketplace-payload]';

test.describe("each locale's home, prerendered by the build", () => {
  test('paints the merchants, the GEM rate and the items on sale with their prices with no script and no API call', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      // The home shows item and game art, which the API serves: pictures, not reads of data.
      if (request.url().startsWith(API_ORIGIN) && request.resourceType() !== 'image') apiCalls.push(request.url());
    });

    await page.goto(localized('es', '/'));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('es', 'home.heading'));
    await expect(page.locator('[data-merchant]').first()).toBeVisible();
    await expect(page.getByTestId('gem-rate')).toHaveText(/GEM/);
    const featured = page.getByRole('list', { name: message('es', 'home.featuredHeading') });
    await expect(featured.getByRole('link').first()).toContainText(/\d\.\d{2} GEM/);
    await expect(featured.getByRole('img').first()).toHaveAttribute('src', new RegExp(`^${API_ORIGIN}/api/collectible-images/`));
    await expect(page).toHaveTitle(message('es', 'app.titleTemplate', { page: message('es', 'routes.home.title') }));
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(apiCalls).toEqual([]);
    await context.close();
  });

  test('is served for its own path only: any other address gets the page that renders in the browser', async ({ request }) => {
    for (const path of ['/', '/es', '/ja/']) {
      expect(await (await request.get(path)).text(), path).toContain('data-marketplace-payload');
    }
    for (const path of ['/es/store/diamond-dreams', '/legal/terms', '/es/no-such-page']) {
      const page = await (await request.get(path)).text();
      expect(page, path).not.toContain('data-marketplace-payload');
      expect(page, path).toContain('<div id="root"></div>');
    }
  });

  test('the browser takes over the markup it was sent (no second render), then reads the live rate', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') errors.push(entry.text());
    });
    // The page's scripts wait until its prerendered heading has been marked.
    let markDone!: () => void;
    const marked = new Promise<void>((resolve) => {
      markDone = resolve;
    });
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await marked;
      await route.continue();
    });
    const payload = page.waitForResponse((response) => response.url().endsWith('/_payload.json'));
    const liveRate = page.waitForResponse((response) => response.url().startsWith(`${API_ORIGIN}/api/rates/gem-usd`));

    // Not `domcontentloaded`: that waits for the (held) deferred script.
    await page.goto('/', { waitUntil: 'commit' });
    expect(await page.locator(PAYLOAD_LINK).getAttribute('href')).toBe('/_payload.json');
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => Object.assign(heading, { prerenderedNode: true }));
    markDone();

    expect((await payload).ok()).toBe(true);
    expect((await liveRate).ok()).toBe(true);
    await expect(page.getByTestId('gem-rate')).toHaveText(/GEM/);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((heading) => (heading as HTMLElement & { prerenderedNode?: boolean }).prerenderedNode)).toBe(
      true,
    );
    expect(errors).toEqual([]);
  });
});
