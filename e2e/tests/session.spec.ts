import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { message } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { acceptTermsModal } from './support/terms';
import { selfOf } from './support/wallet';
import { keyCacheCookieName } from '../../mfe-wallet/src/cache/key-cache';
import { API_ORIGIN, bearerOf, SHELL_ORIGIN, freshAccountWithoutWallet, modalDialog as dialog, submitIdentityPage } from './support/sessions';

/** A fresh account for each test that ends its session, so the shared signed-in states stay valid. */
const signUpAndDecline = (page: Page, redirect = '/support') => freshAccountWithoutWallet(page, 'e2e-session', redirect);

test('signing out clears the session, the user cookies and the referral, and keeps the device id', async ({ page, context }) => {
  await page.goto('/?referral=collector');
  await signUpAndDecline(page);
  const { id: userId } = await selfOf(page.request);
  await context.addCookies([{ name: keyCacheCookieName(userId), value: 'obfuscated', url: SHELL_ORIGIN }]);

  await page.getByRole('button', { name: /account menu/i }).click();
  // The page signs out at once and tells the API in the background: the check below waits for that call.
  const endedOnServer = page.waitForResponse((response) => response.url() === `${API_ORIGIN}/oauth/session` && response.request().method() === 'DELETE');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect((await endedOnServer).ok()).toBe(true);
  const names = (await context.cookies(SHELL_ORIGIN)).map((cookie) => cookie.name);
  expect(names).toContain('deviceId');
  expect(names).not.toContain('referral');
  expect(names).not.toContain(keyCacheCookieName(userId));
  const resumed = await page.request.post(`${API_ORIGIN}/oauth/session`);
  expect((await resumed.json()).payload).toBeNull();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

test('a 401 from the API sends the user back to the page with cause=expired, signed out, with the token-expired modal', async ({ page }) => {
  await signUpAndDecline(page, '/store/diamond-dreams');
  // The page's reads after the sign-in are over before the session ends, so the language switch's call is the
  // one that meets the 401: a read still on its way met it first once (a loaded CI), and the switch then left
  // the address that read's expiry was taking the page to.
  await page.waitForLoadState('networkidle');
  // The session ends on the server (its device removed), as when it expires there.
  const token = await bearerOf(page.request);
  await page.request.delete(`${API_ORIGIN}/oauth/session`, { headers: { Authorization: `Bearer ${token}` } });

  // Switching the language saves preferredLocale on the account: that call meets the 401.
  await page.getByLabel('Language').selectOption('de');

  await expect(page).toHaveURL(/\/store\/diamond-dreams\?cause=expired$/);
  await expect(dialog(page, 'token-expired')).toBeVisible();
  // Signed out: the header offers signing in again (in whichever language the page had reached).
  await expect(page.locator('header a[href*="/loading?auth=true"]').first()).toBeVisible();
});

test('a token that expires while the page is open gives way to the token-expired modal on focus', async ({ page }) => {
  // The shell reads the expiry from the session it is given back on load: this one says the token lives three
  // seconds, on the page's clock, which the test then moves past the expiry instead of sitting through it.
  await page.clock.install();
  await page.route(`${API_ORIGIN}/oauth/session`, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (route.request().method() === 'POST' && body.payload) body.payload.expiresAt = new Date(Date.now() + 3000).toISOString();
    await route.fulfill({ response, json: body });
  });
  await signUpAndDecline(page);

  await page.clock.fastForward(3500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));

  await expect(dialog(page, 'token-expired')).toBeVisible();
  await expect(dialog(page, 'token-expired').getByRole('heading')).toHaveText(message('en', 'session.expiredHeading'));
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(1);
});

test('a signed-in user idle for the configured minutes gets the idle-session modal', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), sessionIdleMinutes: 0.05 } });
  });
  await signUpAndDecline(page);

  await expect(dialog(page, 'idle-session')).toBeVisible({ timeout: 10_000 });
  await dialog(page, 'idle-session')
    .getByRole('button', { name: message('en', 'session.stay') })
    .click();
  await expect(dialog(page, 'idle-session')).toBeHidden();
  await expect(page.getByTestId('header-balance')).toBeVisible();
});

test('a sign-in that cannot start shows a toast and the login-error modal', async ({ page }) => {
  await page.route(`${API_ORIGIN}/oauth/authentications`, (route) =>
    route.fulfill({ status: 500, json: { status: 500, message: 'Internal Server Error', payload: null } }),
  );
  await page.goto('/');

  await page.getByRole('link', { name: 'Sign in' }).click();

  // The same words show twice, once in the toast and once as the modal's reason: each is asserted where it belongs.
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText(message('en', 'session.startFailed'))).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/?cause=error`);
  await expect(dialog(page, 'login-error')).toBeVisible();
  await expect(dialog(page, 'login-error')).toContainText(message('en', 'session.startFailed'));
});

for (const locale of ['en', 'ja'] as const) {
  test(`the login loader and the idle-session modal in ${locale}`, async ({ page }) => {
    await page.route('**/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...(await response.json()), sessionIdleMinutes: 0.05 } });
    });
    // The loader shows while the code is exchanged and the start-up runs, at least 1000 ms (spec §9): on a loaded
    // machine that second can be over before the confirmation link's page has finished loading. The exchange is
    // held until the test has seen the loader, as a slow identity service would hold it.
    let releaseExchange = () => {};
    const exchangeHeld = new Promise<void>((resolve) => {
      releaseExchange = resolve;
    });
    await page.route('**/oauth/token', async (route) => {
      await exchangeHeld;
      await route.continue();
    });
    await page.goto(
      `/${locale === 'en' ? '' : `${locale}/`}loading?auth=true&authPath=signup&redirect=${encodeURIComponent(locale === 'en' ? '/support' : `/${locale}/support`)}`,
    );
    await submitIdentityPage(page, { email: `e2e-loader-${locale}-${Date.now()}@marketplace.test`, password: 'e2e-password-1', signUp: true });

    await expect(dialog(page, 'login-loader').and(page.getByRole('dialog', { name: message(locale, 'session.loaderHeading') }))).toBeVisible();
    await saveScreenshot(page, `modal-login-loader-${locale}`);
    releaseExchange();
    await acceptTermsModal(page);
    await expect(dialog(page, 'wallet-create')).toBeVisible();
    await page.keyboard.press('Escape');

    await expect(dialog(page, 'idle-session')).toBeVisible({ timeout: 10_000 });
    await expect(dialog(page, 'idle-session').getByRole('heading')).toHaveText(message(locale, 'session.idleHeading'));
    await saveScreenshot(page, `modal-idle-session-${locale}`);
  });
}
