import { expect, type Locator } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message } from './support/catalogue';
import { expectNoSidewaysScroll } from './support/phone-layout';
import { saveScreenshot } from './support/screenshots';
import { SIGNED_IN_STATE } from './support/sessions';

/** The rows a set of controls sits on: controls whose vertical middles are within a few pixels share one. */
async function rowsOf(controls: Locator[]): Promise<number> {
  const middles: number[] = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    expect(box, 'every control of the header is on screen').not.toBeNull();
    middles.push(box!.y + box!.height / 2);
  }
  const rows: number[] = [];
  for (const middle of middles.sort((a, b) => a - b)) if (!rows.some((row) => Math.abs(row - middle) < 24)) rows.push(middle);
  return rows.length;
}

// The tests that open an address and look at it share a tab per block (`sharedTab`); the toasts' routes a request.
test.describe('the signed-in header on a phone', () => {
  test.use({ storageState: SIGNED_IN_STATE.user, viewport: { width: 360, height: 800 } });

  for (const locale of ['en', 'ja'] as const) {
    test(`in ${locale} it is two rows at most, every control on screen and named`, async ({ sharedTab: page }) => {
      await page.goto(localized(locale, '/'));
      const header = page.getByRole('banner');
      await expect(header.getByTestId('header-balance')).toBeVisible();

      const controls = [
        header.getByRole('link', { name: message(locale, 'app.name') }),
        header.getByTestId('header-balance'),
        header.getByRole('button', { name: message(locale, 'header.hideBalance') }),
        header.getByRole('button', { name: new RegExp(message(locale, 'header.notifications')) }),
        header.getByRole('button', { name: new RegExp(message(locale, 'header.accountMenu')) }),
        ...['nav.store', 'nav.market', 'nav.craft'].map((key) => header.getByRole('navigation').getByRole('link', { name: message(locale, key) })),
        header.getByRole('combobox', { name: message(locale, 'nav.language') }),
      ];
      for (const control of controls) await expect(control).toBeVisible();
      expect(await rowsOf(controls)).toBeLessThanOrEqual(2);
      await expectNoSidewaysScroll(page);

      // Every control is reached by the keyboard: the last of them, the language, takes the focus.
      await controls.at(-1)!.focus();
      await expect(controls.at(-1)!).toBeFocused();
      await saveScreenshot(header, `header-signed-in-360-${locale}`);
    });
  }
});

test.describe("a visitor's header on a phone", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  // One page per language: the longest labels (Spanish, French) are what wraps first.
  test('is two rows at most in every language, every control on screen', async ({ page }) => {
    test.setTimeout(60_000);
    for (const locale of ['en', 'de', 'es', 'fr', 'it', 'pt', 'ja', 'ko', 'zh'] as const) {
      await page.goto(localized(locale, '/'));
      const header = page.getByRole('banner');
      const controls = [
        header.getByRole('link', { name: message(locale, 'app.name') }),
        header.getByRole('link', { name: message(locale, 'session.signUp') }),
        header.getByRole('link', { name: message(locale, 'session.signIn') }),
        ...['nav.store', 'nav.market', 'nav.craft'].map((key) => header.getByRole('navigation').getByRole('link', { name: message(locale, key) })),
        header.getByRole('combobox', { name: message(locale, 'nav.language') }),
      ];
      for (const control of controls) await expect(control).toBeVisible();
      expect(await rowsOf(controls), `the header's rows in ${locale}`).toBeLessThanOrEqual(2);
      await expectNoSidewaysScroll(page);
      if (locale === 'es') await saveScreenshot(header, 'header-visitor-360-es');
    }
  });
});

test.describe('the simple layout on a phone', () => {
  test.use({ storageState: SIGNED_IN_STATE.user, viewport: { width: 360, height: 800 } });

  for (const locale of ['en', 'ja'] as const) {
    test(`in ${locale} the language sits on the first row with the brand and the account, no row of its own`, async ({ sharedTab: page }) => {
      await page.goto(localized(locale, '/support'));
      const header = page.getByRole('banner');
      await expect(header.getByTestId('header-balance')).toBeVisible();

      const brand = header.getByRole('link', { name: message(locale, 'app.name') });
      const language = header.getByRole('combobox', { name: message(locale, 'nav.language') });
      const controls = [
        brand,
        header.getByTestId('header-balance'),
        header.getByRole('button', { name: message(locale, 'header.hideBalance') }),
        header.getByRole('button', { name: new RegExp(message(locale, 'header.notifications')) }),
        header.getByRole('button', { name: new RegExp(message(locale, 'header.accountMenu')) }),
        language,
      ];
      for (const control of controls) await expect(control).toBeVisible();
      expect(await rowsOf(controls)).toBe(1);
      await expectNoSidewaysScroll(page);
      await saveScreenshot(header, `header-simple-signed-in-360-${locale}`);
    });
  }
});

test.describe('toasts on a phone', () => {
  test.use({ storageState: SIGNED_IN_STATE.user, viewport: { width: 360, height: 800 } });

  test('sit at the bottom (spec §9) but above the cookie banner, never over its buttons', async ({ page, context }) => {
    // No choice made yet: the banner asks at the bottom of every page.
    await context.clearCookies({ name: 'consent' });
    // The save fails here, so the account's choice is never changed for the other tests that share it.
    await page.route('**/api/users/self/show-balance', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, message: 'Internal error', payload: null }) }),
    );
    await page.goto(localized('en', '/'));
    const banner = page.locator('[data-modal-banner="consent"]');
    await expect(banner).toBeVisible();
    await page.getByRole('button', { name: message('en', 'header.hideBalance') }).click();

    const toast = page.locator('[data-sonner-toast]').filter({ hasText: message('en', 'header.showBalanceFailed') });
    await expect(toast).toBeVisible();
    const bannerTop = (await banner.boundingBox())!.y;
    // The toast slides in from below: where it comes to rest is what counts.
    const toastBottom = async () => {
      const box = (await toast.boundingBox())!;
      return box.y + box.height;
    };
    await expect.poll(toastBottom).toBeLessThanOrEqual(bannerTop);
    expect(await toastBottom()).toBeGreaterThan(bannerTop - 100);
  });
});
