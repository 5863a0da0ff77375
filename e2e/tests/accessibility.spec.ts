import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { expectNoAxeViolations } from './support/axe';
import { SIGNED_IN_STATE } from './support/sessions';

const PAGES = ['/', '/ja', '/store/diamond-dreams', '/ko/support', '/legal/privacy', '/de/no-such-page'];
const SIGNED_IN_PAGES = ['/user-portal/dashboard', '/ja/store/diamond-dreams'];

async function expectNoViolations(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
}

// The tests that open an address and look at it share a tab (`sharedTab`); the phone's takes its own (another viewport).
for (const path of PAGES) {
  test(`${path} has no detectable accessibility violations`, async ({ sharedTab: page }) => {
    await page.goto(path);
    await expectNoViolations(page);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: SIGNED_IN_STATE.user });

  for (const path of SIGNED_IN_PAGES) {
    test(`${path} has no detectable accessibility violations, account header included`, async ({ sharedTab: page }) => {
      await page.goto(path);
      await expect(page.getByTestId('header-balance')).toBeVisible();
      await expectNoViolations(page);
    });
  }
});

test('a narrow phone screen shows the page without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/fr/store/diamond-dreams', '/ja/support']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the skip link moves keyboard focus to the page content', async ({ sharedTab: page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});
