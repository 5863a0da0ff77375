import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** A grid in one column: the second card below the first and as far left, and nothing scrolls sideways. */
export async function expectOneColumn(page: Page, cards: Locator): Promise<void> {
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  expect(second!.x).toBe(first!.x);
  await expectNoSidewaysScroll(page);
}
