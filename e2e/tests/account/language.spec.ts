import { expect } from '@playwright/test';
import { test } from '../support/site-test';
import { localized, message } from '../support/catalogue';
import { declineWalletPrompt, modalDialog, SHELL_ORIGIN, signInThroughIdentityPage, signInThroughApi } from '../support/sessions';
import { linkMailedTo } from '../support/inbox';
import { apiAs } from '../support/wallet';

/** The seeded account this spec owns whose preferred language is German (api/src/seed/seed-notification-inbox.ts). */
const POLYGLOT = { email: 'polyglot@marketplace.test', password: 'polyglot-password-1' };
/** The seeded account whose address this spec verifies (api/src/seed/seed-accounts.ts). */
const VERIFIER = { email: 'verifier@marketplace.test', password: 'verifier-password-1' };
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const localeCookie = async (context: import('@playwright/test').BrowserContext) =>
  (await context.cookies(SHELL_ORIGIN)).find((cookie) => cookie.name === 'locale');

test.describe('the remembered language', () => {
  test('the switcher remembers Japanese for a year, and an unprefixed address then opens in Japanese, prerendered home included', async ({ page, context }) => {
    const hydrationErrors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error' && /hydrat/i.test(entry.text())) hydrationErrors.push(entry.text());
    });
    await page.goto('/store/diamond-dreams');
    await page.getByLabel(message('en', 'nav.language')).selectOption('ja');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/store/diamond-dreams`);
    const cookie = await localeCookie(context);
    expect(cookie?.value).toBe('ja');
    // 365 days (spec §9), give or take the seconds the test took.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'home.heading'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');

    await page.goto('/store/diamond-dreams?page=1#items');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/ja/store/diamond-dreams?page=1#items`);
    expect(hydrationErrors).toEqual([]);
  });

  test('opening a prefixed address remembers its language; English chosen again stays English', async ({ page, context }) => {
    await page.goto('/de/support');
    await expect.poll(async () => (await localeCookie(context))?.value).toBe('de');
    await page.goto('/');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/de`);

    await page.getByLabel(message('de', 'nav.language')).selectOption('en');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
    await page.goto('/store/diamond-dreams');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/store/diamond-dreams`);
  });

  test('a crawler is never redirected: it indexes each address as it is', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: CRAWLER });
    await context.addCookies([{ name: 'locale', value: 'ja', url: SHELL_ORIGIN }]);
    const page = await context.newPage();

    await page.goto('/');

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'home.heading'));
    expect(page.url()).toBe(`${SHELL_ORIGIN}/`);
    await context.close();
  });
});

test('a person whose account speaks German signs in from an unprefixed page and the site follows, cookie included', async ({ page, context }) => {
  await signInThroughIdentityPage(page, { ...POLYGLOT, redirect: '/store/diamond-dreams' });
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/de/store/diamond-dreams`);
  // The wallet's offer follows too: in German, its words and the remote's, before the person answers it
  // (an Escape pressed while the page still changes language was lost on a loaded machine, CI).
  const offer = modalDialog(page, 'wallet-create');
  await expect(offer).toHaveAccessibleName(message('de', 'wallet.createHeading'));
  await expect(offer.getByRole('heading', { name: message('de', 'wallet:wallet.createHeading') })).toBeVisible();
  await declineWalletPrompt(page);
  await expect(page.getByLabel(message('de', 'nav.language'))).toHaveValue('de');
  expect((await localeCookie(context))?.value).toBe('de');

  await page.goto('/');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/de`);
});

test('the link of a verification mail verifies the address, says so, and leaves no key in the address or history', async ({ page }) => {
  // A seeded account of this spec's own: its address is not verified yet.
  await signInThroughApi(page, VERIFIER);
  await declineWalletPrompt(page);
  expect((await apiAs(page.request, 'GET', '/api/users/self')).body.payload.emailVerified).toBe(false);
  expect((await apiAs(page.request, 'POST', '/api/users/self/verify-email')).status).toBe(200);
  const link = await linkMailedTo(VERIFIER.email, 'verify-email');
  const key = new URL(link).searchParams.get('verify-email');
  expect(key).toBeTruthy();

  // The mail is opened from a page the person was reading: shown, with the session back (its account menu).
  const settled = async () => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(message('en', 'header.accountMenu')) })).toBeVisible();
  };
  await page.goto(localized('en', '/store/diamond-dreams'));
  await settled();
  await page.goto(link);
  await expect(page.getByText(message('en', 'emailVerification.verified'))).toBeVisible();
  expect(page.url()).not.toContain(key!);
  expect((await apiAs(page.request, 'GET', '/api/users/self')).body.payload.emailVerified).toBe(true);
  // Back leads to the page before the link, not to an address holding the key.
  await page.goBack();
  expect(page.url()).not.toContain(key!);
  await settled();

  // Used once, the link says it has expired.
  await page.goto(link);
  await expect(page.getByText(message('en', 'emailVerification.failed'))).toBeVisible();
  expect(page.url()).not.toContain(key!);
});
