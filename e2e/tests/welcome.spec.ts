import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { localized, message } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { API_ORIGIN, modalDialog, SHELL_ORIGIN } from './support/sessions';
import { linkMailedTo } from './support/inbox';

/**
 * Issue 21, "one welcome": a newcomer signs up from the home page and meets one dialog before their first
 * page, its steps the terms, the wallet and the cookie choice they had not made; and the cookie banner of a
 * visitor never covers a dialog or the end of the page.
 */

// A true newcomer: no cookie choice made yet (the suite's default browser has made it).
test.use({ storageState: { cookies: [], origins: [] } });

/**
 * Records, in the shell's pages of this tab, every dialog and banner shown, in order: a dialog each time one
 * opens or shows another kind, a banner each time one comes on the page. Kept in sessionStorage, so the
 * record spans the round trip to the identity page.
 */
async function recordInterruptions(page: Page): Promise<void> {
  await page.addInitScript((shellOrigin) => {
    if (location.origin !== shellOrigin) return;
    const KEY = 'e2e:interruptions';
    const push = (entry: string) => sessionStorage.setItem(KEY, JSON.stringify([...JSON.parse(sessionStorage.getItem(KEY) ?? '[]'), entry]));
    let shownDialog: string | null = null;
    let shownBanner: string | null = null;
    const check = () => {
      const dialog = document.querySelector('dialog[open]');
      const dialogKind = dialog ? (dialog.getAttribute('data-modal') ?? '?') : null;
      if (dialogKind && dialogKind !== shownDialog) push(`dialog:${dialogKind}`);
      shownDialog = dialogKind;
      const banner = document.querySelector('[data-modal-banner]');
      const bannerKind = banner ? (banner.getAttribute('data-modal-banner') ?? '?') : null;
      if (bannerKind && bannerKind !== shownBanner) push(`banner:${bannerKind}`);
      shownBanner = bannerKind;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'data-modal'] });
  }, SHELL_ORIGIN);
}

const interruptions = (page: Page): Promise<string[]> => page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e:interruptions') ?? '[]'));

/** The newcomer's way in: "Create an account" in the header, the identity page's form in their language, the mailed link. */
async function signUpFromHome(page: Page, locale: string, email: string): Promise<void> {
  await page.goto(localized(locale, '/'));
  // A visitor's first page asks the cookie choice in its banner; this newcomer reads on without answering it.
  await expect(page.locator('[data-modal-banner="consent"]')).toBeVisible();
  await page.getByRole('link', { name: message(locale, 'session.signUp'), exact: true }).click();
  await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill('identity-password-1');
  await page.locator('form[action="/idp/authorize/password"] button[type=submit]').click();
  await expect(page.getByRole('status')).toContainText(email);
  await page.goto(await linkMailedTo(email, 'confirm-sign-up'));
}

const welcome = (page: Page) => page.locator('dialog[data-modal="welcome"]');

for (const { locale, viewport, size } of [
  { locale: 'en', viewport: { width: 1280, height: 900 }, size: '1280' },
  { locale: 'ja', viewport: { width: 360, height: 740 }, size: '360' },
]) {
  test(`a newcomer meets one interruption before the first page: the welcome, its steps in one dialog (${locale}, ${size} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await recordInterruptions(page);
    await signUpFromHome(page, locale, `newcomer-${locale}-${Date.now()}@marketplace.test`);

    const dialog = welcome(page);
    await expect(dialog).toBeVisible();
    const step = (index: number, heading: string) => ({
      progress: message(locale, 'welcome.progress', { step: String(index), total: '3' }),
      heading: message(locale, heading),
    });

    // Step 1: the terms. Its heading has focus; Escape does not dismiss terms that must be accepted.
    const terms = step(1, 'terms.firstHeading');
    await expect(dialog.getByText(terms.progress)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: terms.heading })).toBeFocused();
    await saveScreenshot(page, `welcome-terms-${size}-${locale}`);
    await page.keyboard.press('Escape');
    await expect(dialog.getByText(terms.progress)).toBeVisible();
    await dialog.locator('button[data-action="accept-terms"]').click();

    // Step 2: the wallet, in the same dialog; Escape declines it, as its own dialog does, and goes on.
    const wallet = step(2, 'wallet.createHeading');
    await expect(dialog.getByText(wallet.progress)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: wallet.heading })).toBeFocused();
    await saveScreenshot(page, `welcome-wallet-${size}-${locale}`);
    await page.keyboard.press('Escape');

    // Step 3: the cookie choice the newcomer had not made, answered here instead of a banner after.
    const cookies = step(3, 'consent.bannerHeading');
    await expect(dialog.getByText(cookies.progress)).toBeVisible();
    await expect(dialog.getByRole('heading', { name: cookies.heading })).toBeFocused();
    await saveScreenshot(page, `welcome-cookies-${size}-${locale}`);
    await dialog.getByRole('button', { name: message(locale, 'consent.rejectNonEssential') }).click();
    await expect(dialog).toBeHidden();

    // The first page, free: no banner comes after (the choice was made), no other dialog.
    await page.waitForTimeout(500);
    await expect(page.locator('[data-modal-banner]')).toHaveCount(0);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    const met = await interruptions(page);
    // On the home page, as a visitor, the cookie banner (never over a dialog, see below); after signing up, only the
    // sign-in's own progress (the loader, which asks nothing) and then the welcome: one interruption.
    const afterSignUp = met.slice(met.indexOf('dialog:login-loader') + 1);
    expect(afterSignUp).toEqual(['dialog:welcome']);
    expect(met).toEqual(['banner:consent', 'dialog:login-loader', 'dialog:welcome']);
  });
}

for (const { locale, viewport, size } of [
  { locale: 'en', viewport: { width: 1280, height: 900 }, size: '1280' },
  { locale: 'ja', viewport: { width: 360, height: 740 }, size: '360' },
]) {
  test(`the cookie banner waits while a dialog is open and then covers nothing of the page (${locale}, ${size} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // A visitor asked to sign in (a dialog) on their first page: the banner waits behind it.
    await page.goto(`${localized(locale, '/')}?cause=auth`);
    const login = modalDialog(page, 'login');
    await expect(login).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.locator('[data-modal-banner]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();

    const banner = page.locator('[data-modal-banner="consent"]');
    await expect(banner).toBeVisible();
    // The page gets room at its end as tall as the banner: scrolled to the end, the footer ends above it.
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await page.waitForTimeout(300);
    const measure = await page.evaluate(() => {
      const region = document.querySelector('[data-modal-banner]')!.getBoundingClientRect();
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      return { bannerTop: region.top, bannerHeight: region.height, footerBottom: footer.bottom, viewport: window.innerHeight };
    });
    console.log(
      `consent banner ${locale} ${size}px: ${Math.round(measure.bannerHeight)} px tall; footer ends at ${Math.round(measure.footerBottom)}, banner starts at ${Math.round(measure.bannerTop)}`,
    );
    expect(measure.footerBottom).toBeLessThanOrEqual(measure.bannerTop + 1);
  });
}
