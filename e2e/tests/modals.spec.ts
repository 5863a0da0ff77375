import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { modalDialog as dialog } from './support/sessions';
import { API_ORIGIN, originPattern } from './support/site-origins';

/** Spec §2: each query parameter that opens a modal on load, with the heading its modal shows. */
const QUERY_MODALS = [
  { query: 'cause=expired', kind: 'token-expired', heading: 'session.expiredHeading', name: 'token-expired' },
  { query: 'cause=authExpired', kind: 'token-expired', heading: 'session.expiredHeading' },
  { query: 'cause=auth', kind: 'login', heading: 'session.loginHeading', name: 'login' },
  { query: 'cause=error', kind: 'login-error', heading: 'session.errorHeading', name: 'login-error' },
  { query: 'link', kind: 'wallet-create', heading: 'wallet.linkHeading', name: 'wallet-create-link' },
  { query: 'new-wallet-existing-link', kind: 'wallet-create', heading: 'wallet.linkHeading' },
  { query: 'rescue', kind: 'rescue', heading: 'wallet.rescueHeading', name: 'rescue' },
  { query: 'walletless-link', kind: 'walletless-link', heading: 'wallet.walletlessLinkHeading', name: 'walletless-link' },
  { query: 'existing-link', kind: 'wallet-locked', heading: 'wallet.lockedHeading', name: 'wallet-locked' },
] as const;

// Each test opens an address and looks at it: the tests of a language share a tab (`sharedTab`), and so do the rest.
for (const locale of ['en', 'ja'] as const) {
  test.describe(`query-parameter modals in ${locale}`, () => {
    for (const { query, kind, heading, ...rest } of QUERY_MODALS) {
      test(`?${query} opens the ${kind} modal`, async ({ sharedTab: page }) => {
        await page.goto(`${localized(locale, '/')}?${query}`);

        const modal = dialog(page, kind);
        await expect(modal).toBeVisible();
        await expect(modal).toHaveAccessibleName(message(locale, heading));
        await expect(modal.getByRole('heading', { level: 2 })).toHaveText(message(locale, heading));
        if ('name' in rest) await saveScreenshot(page, `modal-${rest.name}-${locale}`);
      });
    }
  });
}

test('later modals wait and show one at a time, in order', async ({ sharedTab: page }) => {
  await page.goto('/?rescue&cause=error&link');

  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(dialog(page, 'login-error')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog(page, 'wallet-create')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'rescue')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
});

test('keyboard focus stays in the open modal, and Escape closes it', async ({ sharedTab: page }) => {
  await page.goto('/?cause=auth');
  const modal = dialog(page, 'login');
  await expect(modal).toBeVisible();

  for (let press = 0; press < 6; press += 1) {
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');

  await expect(modal).toBeHidden();
});

test('the login modal leads to the sign-in of the page it opened on', async ({ sharedTab: page }) => {
  await page.goto('/store/diamond-dreams?cause=auth');

  await dialog(page, 'login')
    .getByRole('button', { name: message('en', 'session.signIn') })
    .click();

  await expect(page).toHaveURL(new RegExp(`^${originPattern(API_ORIGIN)}/idp/authorize\\?`));
});
