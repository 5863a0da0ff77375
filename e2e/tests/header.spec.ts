import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { API_ORIGIN, modalDialog, SHELL_ORIGIN, SIGNED_IN_STATE, freshAccountWithoutWallet } from './support/sessions';

// The tests that open an address and look at it share a tab (`sharedTab`); those with a fake clock, a
// route, or a watch on the first load's requests take their own.
for (const locale of ['en', 'ja'] as const) {
  test(`the visitor header in ${locale} offers sign-in and sign-up`, async ({ sharedTab: page }) => {
    await page.goto(localized(locale, '/'));

    // The site's header is the page's banner; the home's sections have headers of their own.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: message(locale, 'session.signIn') })).toBeVisible();
    await expect(header.getByRole('link', { name: message(locale, 'session.signUp') })).toBeVisible();
    await saveScreenshot(header, `header-visitor-${locale}`);
  });
}

test.describe('signed in', () => {
  test.use({ storageState: SIGNED_IN_STATE.user });

  for (const locale of ['en', 'ja'] as const) {
    test(`the header in ${locale} shows the balance in GEM and USD, the refresh countdown and the account menu`, async ({ sharedTab: page }) => {
      await page.goto(localized(locale, '/'));

      const balance = page.getByTestId('header-balance');
      await expect(balance).toContainText('GEM');
      await expect(balance).toContainText('$');
      await expect(page.getByTestId('refresh-countdown')).toHaveText(new RegExp(message(locale, 'header.refreshIn', { seconds: '\\d+' })));
      await page.getByRole('button', { name: new RegExp(message(locale, 'header.accountMenu')) }).click();
      await expect(page.getByRole('link', { name: message(locale, 'header.dashboard') })).toBeVisible();
      await saveScreenshot(page, `header-signed-in-${locale}`);
    });
  }

  test('a link of the account menu closes it, Back never opens it again, nor does the page you are on', async ({ sharedTab: page }) => {
    await page.goto(localized('ja', '/'));
    const menuButton = page.getByRole('button', { name: new RegExp(message('ja', 'header.accountMenu')) });
    const collection = page.getByRole('banner').getByRole('link', { name: message('ja', 'header.collection') });

    await menuButton.click();
    await collection.click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/user-portal/collection`);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await page.goBack();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja`);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(collection).toBeHidden();

    await page.goForward();
    // The menu is opened on the collection once it has shown, as a person opens it on the page they see: opened
    // while the page still loaded (a loaded machine), it was seen closing as the page arrived.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await menuButton.click();
    await collection.click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/user-portal/collection`);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(collection).toBeHidden();
  });

  test("icons come from the API's own icon service", async ({ page }) => {
    const iconRequest = page.waitForRequest((request) => request.url().startsWith(`${API_ORIGIN}/icons/lucide.json?icons=`));

    await page.goto('/');

    expect(new URL((await iconRequest).url()).searchParams.get('icons')).toContain('bell');
    await expect(page.locator('header svg.iconify, header svg[class*="bell"]').first()).toBeVisible();
  });

  test('the rate and the unread count are asked again every 30 s', async ({ page }) => {
    const answered = (path: string) => page.waitForResponse((response) => response.url().startsWith(`${API_ORIGIN}${path}`));
    const asked = (path: string) => page.waitForRequest((request) => request.url().startsWith(`${API_ORIGIN}${path}`));
    await page.clock.install();
    // The first refresh runs at once, against the real clock; the fake one then moves 30 s on.
    const firstRate = answered('/api/rates/gem-usd');
    const firstUnread = answered('/api/users/self/notifications');
    await page.goto('/');
    await Promise.all([firstRate, firstUnread]);

    const rate = asked('/api/rates/gem-usd');
    const unread = asked('/api/users/self/notifications');
    await page.clock.runFor(30_000);

    await Promise.all([rate, unread]);
  });

  test('switching the language keeps the page, sets the locale cookie and saves preferredLocale', async ({ page, context }) => {
    await page.goto('/store/diamond-dreams?page=2');
    const saved = page.waitForRequest((request) => request.url() === `${API_ORIGIN}/api/users/self/locale` && request.method() === 'PUT');

    await page.getByLabel('Language').selectOption('fr');

    await expect(page).toHaveURL(`${SHELL_ORIGIN}/fr/store/diamond-dreams?page=2`);
    expect((await saved).postDataJSON()).toEqual({ preferredLocale: 'fr' });
    expect((await context.cookies(SHELL_ORIGIN)).find((cookie) => cookie.name === 'locale')?.value).toBe('fr');
  });
});

test.describe('the show-balance eye', () => {
  // A fresh account each: the choice is saved on the account, and other tests share the stored user.
  const signUp = (page: Page) => freshAccountWithoutWallet(page, 'eye');

  test('hides and shows the balance, and the choice is kept on the account', async ({ page }) => {
    await signUp(page);
    await expect(page.getByTestId('header-balance')).toBeVisible();

    // The eye answers at once (optimistic); the reload waits for the server to have kept the choice,
    // since a reload cancels a save still in flight.
    const saved = page.waitForResponse((response) => response.url() === `${API_ORIGIN}/api/users/self/show-balance` && response.request().method() === 'PUT');
    await page.getByRole('button', { name: message('en', 'header.hideBalance') }).click();
    await expect(page.getByTestId('header-balance-hidden')).toBeVisible();
    await expect(page.getByTestId('header-balance')).toHaveCount(0);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('header-balance-hidden')).toBeVisible();
    // The wallet offer declined at sign-up is not made again on a reload of the same tab (the start-up is done: the balance shows).
    await expect(modalDialog(page, 'wallet-create')).toHaveCount(0);

    await page.getByRole('button', { name: message('en', 'header.showBalance') }).click();
    await expect(page.getByTestId('header-balance')).toBeVisible();
  });

  test('goes back when the server keeps nothing, and says so', async ({ page }) => {
    await signUp(page);
    let asked = false;
    await page.route(`${API_ORIGIN}/api/users/self/show-balance`, async (route) => {
      asked = true;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'Internal error', payload: null }) });
    });

    await page.getByRole('button', { name: message('en', 'header.hideBalance') }).click();
    await expect(page.getByText(message('en', 'header.showBalanceFailed'))).toBeVisible();
    await expect(page.getByTestId('header-balance')).toBeVisible();
    expect(asked).toBe(true);
  });
});
