import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message, pageTitle } from './support/catalogue';
import { SHELL_ORIGIN } from './support/site-origins';

// Each test opens an address and looks at it: they share a tab (`sharedTab`).
for (const locale of ['en', 'ko'] as const) {
  test.describe(`not found in ${locale}`, () => {
    test('an unknown path shows page not found and leads back to the home of the locale', async ({ sharedTab: page }) => {
      await page.goto(localized(locale, '/no/such/page'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'notFound.heading'));
      await expect(page).toHaveTitle(pageTitle(locale, message(locale, 'notFound.title')));
      await page.getByRole('link', { name: message(locale, 'notFound.backHome') }).click();
      await expect(page).toHaveURL(new URL(localized(locale, '/'), SHELL_ORIGIN).href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'home.heading'));
    });

    test('a known route whose parameters fail its validity check shows the same page', async ({ sharedTab: page }) => {
      for (const path of ['/legal/not-a-policy', '/market/diamond-dreams/stack/not_an!id', `/user/${'x'.repeat(65)}`]) {
        await page.goto(localized(locale, path));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'notFound.heading'));
      }
    });
  });
}

test('the back-to-homepage button is reachable from the keyboard', async ({ sharedTab: page }) => {
  await page.goto('/ja/missing');
  const home = page.getByRole('link', { name: message('ja', 'notFound.backHome') });
  await home.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja`);
});
