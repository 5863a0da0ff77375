import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { message } from './support/catalogue';
import { REMOTE_ORIGINS } from './support/site-origins';

const LEGAL_ORIGIN = REMOTE_ORIGINS.legal;

test.describe('a remote whose server is down', () => {
  test('its routes show the unavailable panel after one reload, and other routes keep working', async ({ page }) => {
    await page.route(`${LEGAL_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    let documentLoads = 0;
    page.on('load', () => documentLoads++);

    await page.goto('/legal/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'remote.unavailableHeading'));
    await expect(page.getByRole('button', { name: message('en', 'remote.retry') })).toBeVisible();
    // Spec §4: the chunk-load policy reloads the path once before giving up.
    expect(documentLoads).toBe(2);

    await page
      .getByRole('link', { name: message('en', 'nav.store'), exact: true })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.store.heading', { merchant: 'Diamond Dreams' }));
    await page.getByRole('link', { name: message('en', 'app.name') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.heading'));
  });

  test('the panel is translated', async ({ page }) => {
    await page.route(`${LEGAL_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/ja/legal/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'remote.unavailableHeading'));
    await expect(page.getByRole('button', { name: message('ja', 'remote.retry') })).toBeVisible();
  });

  test('retry loads the page once the remote is back', async ({ page }) => {
    await page.route(`${LEGAL_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto('/export');
    const retry = page.getByRole('button', { name: message('en', 'remote.retry') });
    await expect(retry).toBeVisible();

    await page.unroute(`${LEGAL_ORIGIN}/**`);
    await retry.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.export.heading'));
    await expect(page.locator('[data-remote="legal"]')).toBeVisible();
  });
});
