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
  await expect(cards.nth(1)).toBeVisible();
  // The first three cards measured in one frame: read one after another, something loading above the grid
  // between two reads moved the second card down and looked like a second row (CI, profile at 360 px).
  const [first, second, third] = await cards.evaluateAll((elements) =>
    elements.slice(0, 3).map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  expect(second!.y).toBe(first!.y);
  expect(second!.x).toBeGreaterThanOrEqual(first!.x + first!.width);
  if (third) {
    expect(third.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(third.x).toBe(first!.x);
  }
  await expectNoSidewaysScroll(page);
}
