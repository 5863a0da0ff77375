import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { message } from './support/catalogue';
import { originPattern, REMOTE_ORIGINS } from './support/site-origins';

/** The legal remote's module of the policy pages, as its build names it. */
const POLICY_PAGE_MODULE = new RegExp(`^${originPattern(REMOTE_ORIGINS.legal)}/__federation_expose_PolicyPage\\.[0-9a-f]+\\.js$`);

/** Holds every request for the policy page's module until `release` is called. */
async function holdPolicyPageModule(page: Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(POLICY_PAGE_MODULE, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Starts summing the page's layout shifts that no input caused (what Cumulative Layout Shift counts). */
async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const state = window as unknown as { layoutShift: number };
    state.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) state.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
}

test.describe('feedback while a page is on its way', () => {
  test("the progress bar shows while a remote page's code is slow to come, the page's skeleton holds its place, and both go when it arrives", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.heading'));
    const progress = page.getByRole('progressbar', { name: message('en', 'nav.loadingPage') });
    await expect(progress).toHaveCount(0);

    const policyModule = await holdPolicyPageModule(page);
    await page.getByRole('link', { name: message('en', 'nav.terms') }).click();
    await expect(progress).toBeVisible();

    // The navigation does not wait for a late page forever: the page's place is held by its skeleton.
    await expect(page).toHaveURL(/\/legal\/terms$/);
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(progress).toBeVisible();

    const layoutShift = await watchLayoutShifts(page);
    policyModule.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'legal.terms'));
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
    expect(await layoutShift()).toBeLessThanOrEqual(0.05);
  });

  test('the progress bar is labelled in the language of the page', async ({ page }) => {
    await page.goto('/ja');
    const policyModule = await holdPolicyPageModule(page);
    await page.getByRole('link', { name: message('ja', 'nav.terms') }).click();
    await expect(page.getByRole('progressbar', { name: message('ja', 'nav.loadingPage') })).toBeVisible();
    policyModule.release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'legal.terms'));
    await expect(page.getByRole('progressbar')).toHaveCount(0);
  });
});
