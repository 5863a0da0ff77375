import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { SHELL_ORIGIN, SIGNED_IN_STATE } from './support/sessions';

// Maintenance changes every page of the site: this file runs alone, after the rest (its own project).
test.describe.configure({ mode: 'serial' });

test.describe('the ADMIN switches maintenance on and off at /admin', () => {
  test.use({ storageState: SIGNED_IN_STATE.admin });

  test('on: visitors land on /under-maintenance; the ADMIN keeps browsing; off: the site is back', async ({ page, browser }) => {
    await page.goto('/admin');
    const state = page.getByTestId('maintenance-state');
    await expect(state).toHaveAttribute('data-enabled', 'false');

    await page.getByRole('button', { name: message('en', 'admin.turnOn') }).click();
    await expect(state).toHaveAttribute('data-enabled', 'true');

    const visitor = await browser.newPage({ storageState: { cookies: [], origins: [] }, baseURL: SHELL_ORIGIN });
    try {
      for (const locale of ['en', 'ja'] as const) {
        await visitor.goto(localized(locale, '/store/diamond-dreams'));
        await expect(visitor).toHaveURL(`${SHELL_ORIGIN}${localized(locale, '/under-maintenance')}`);
        await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'routes.underMaintenance.heading'));
        await saveScreenshot(visitor, `maintenance-${locale}`);
      }

      await page.goto('/store/diamond-dreams');
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/store/diamond-dreams`);

      await page.goto('/admin');
      await page.getByRole('button', { name: message('en', 'admin.turnOff') }).click();
      await expect(state).toHaveAttribute('data-enabled', 'false');

      // The visitor last read the site in Japanese, which it remembers: the store opens in Japanese.
      await visitor.goto('/store/diamond-dreams');
      await expect(visitor).toHaveURL(`${SHELL_ORIGIN}${localized('ja', '/store/diamond-dreams')}`);
    } finally {
      await visitor.close();
    }
  });
});

test.describe('anyone but the ADMIN', () => {
  test.use({ storageState: SIGNED_IN_STATE.user });

  test('gets the 404 page at /admin', async ({ page }) => {
    await page.goto('/admin');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'notFound.heading'));
  });
});
