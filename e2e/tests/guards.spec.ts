import { expect } from '@playwright/test';
import { test } from './support/site-test';
import { message } from './support/catalogue';
import { API_ORIGIN, SHELL_ORIGIN, SIGNED_IN_STATE, signInThroughIdentityPage, submitIdentityPage, SEED_DEMO } from './support/sessions';

// The tests that open an address and look at it share a tab (`sharedTab`); a test that routes requests or
// signs someone in takes its own.
test.describe('server redirect rules (builds/meta/{buildId}.json, written by the build)', () => {
  test('a rule to a site path leads there in the visitor locale', async ({ sharedTab: page }) => {
    await page.goto('/ja/terms');

    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/legal/terms`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'legal.terms'));
  });

  test('a rule to an absolute address leaves the site by a full page load', async ({ page }) => {
    await page.route('https://docs.marketplace.example/**', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Whitepaper</h1>' }));

    await page.goto('/whitepaper');

    await expect(page).toHaveURL('https://docs.marketplace.example/whitepaper');
    await expect(page.getByRole('heading', { name: 'Whitepaper' })).toBeVisible();
  });
});

test.describe('the redirect query', () => {
  test('sends a visitor to sign in first', async ({ sharedTab: page }) => {
    await page.goto('/?redirect=%2Fuser-portal%2Foffers');

    await expect(page).toHaveURL(new RegExp(`^${API_ORIGIN}/idp/authorize\\?`));
  });

  test.describe('signed in', () => {
    test.use({ storageState: SIGNED_IN_STATE.user });

    test('sends a signed-in user to the target', async ({ sharedTab: page }) => {
      await page.goto('/?redirect=%2Fuser-portal%2Foffers');

      await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/offers`);
    });

    test('drops a target on another origin, logs it, and stays', async ({ sharedTab: page }) => {
      const logged = page.waitForRequest((request) => request.url() === `${API_ORIGIN}/api/log` && request.postData()?.includes('redirect-rejected') === true);

      await page.goto('/support?redirect=https%3A%2F%2Fevil.example%2F');

      await logged;
      await expect(page).toHaveURL(`${SHELL_ORIGIN}/support?redirect=https%3A%2F%2Fevil.example%2F`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'routes.support.heading'));
    });
  });
});

test('a visitor of a page behind login signs in and comes back to it', async ({ page }) => {
  await page.goto('/de/user-portal/offers?tab=received');
  await expect(page).toHaveURL(new RegExp(`^${API_ORIGIN}/idp/authorize\\?`));

  await submitIdentityPage(page, SEED_DEMO);

  await expect(page).toHaveURL(`${SHELL_ORIGIN}/de/user-portal/offers?tab=received`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'routes.portalOffers.heading'));
});

test.describe('merchant pages', () => {
  for (const path of ['/store/shadow-forge', '/market/no-such-game', '/ja/craft/shadow-forge/category/gems']) {
    test(`${path} of a merchant that is not active gives 'Merchant not found'`, async ({ sharedTab: page }) => {
      await page.goto(path);

      const locale = path.startsWith('/ja/') ? 'ja' : 'en';
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(message(locale, 'notFound.merchantHeading'));
    });
  }

  test('the merchant of the page is remembered in a cookie, diamond-dreams until then', async ({ sharedTab: page }) => {
    const context = page.context();
    await page.goto('/market/elemental-raiders');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The page's own code remembers it once it runs; a prerendered heading can be on screen before that.
    const merchantCookie = async () => (await context.cookies(SHELL_ORIGIN)).find((cookie) => cookie.name === 'merchant')?.value;
    await expect.poll(merchantCookie).toBe('elemental-raiders');
  });
});

test.describe('a crawler', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets no error page for an unknown path, only a no-index signal', async ({ sharedTab: page }) => {
    await page.goto('/no/such/page');

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText(message('en', 'notFound.heading'))).toHaveCount(0);
  });
});

test('signing in from the header and reloading keeps the session; the header shows the balance', async ({ page }) => {
  await signInThroughIdentityPage(page, { email: 'collector@marketplace.test', password: 'collector-password-1', redirect: '/support' });

  await expect(page).toHaveURL(`${SHELL_ORIGIN}/support`);
  await page.reload();
  await expect(page.getByTestId('header-balance')).toContainText('750.00 GEM');
});

test("the header's store, market and craft links follow the current merchant", async ({ sharedTab: page }) => {
  await page.goto('/market/elemental-raiders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await expect(page.getByRole('navigation', { name: message('en', 'nav.main') }).getByRole('link', { name: message('en', 'nav.store') })).toHaveAttribute(
    'href',
    '/store/elemental-raiders',
  );
});
