import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { message } from './support/catalogue';

test.use({ viewport: { width: 360, height: 400 } });

test('a route change scrolls the new page to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const terms = page.getByRole('link', { name: message('en', 'nav.terms') });
  await terms.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await terms.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'legal.terms'));
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('a hash in the address scrolls to its element', async ({ page }) => {
  await page.goto('/#games-heading');
  const heading = page.locator('#games-heading');
  await expect(heading).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
