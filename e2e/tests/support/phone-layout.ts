import { expect, type Locator, type Page } from '@playwright/test';

/** Nothing on the page is wider than the screen: it never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/**
 * A catalogue grid on a phone, in two columns as marketplaces show them: the second card beside the first,
 * the third under the first, and nothing scrolls sideways.
 */
export async function expectTwoColumns(page: Page, cards: Locator): Promise<void> {
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  // boundingBox waits for a card that is not there: a third is measured only when the grid has one.
  const third = (await cards.count()) > 2 ? await cards.nth(2).boundingBox() : null;
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
  if (third) {
    expect(third.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(third.x).toBe(first!.x);
  }
  await expectNoSidewaysScroll(page);
}
