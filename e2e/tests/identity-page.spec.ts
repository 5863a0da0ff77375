import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { localized } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { API_ORIGIN } from './support/sessions';

/**
 * Issue 21, "the identity page is part of the site": the API's sign-in / sign-up page wears the site's look
 * (its light tokens), speaks the language of the page that sent the person, and after a sign-up shows the
 * address with "Resend" and "Use another address" instead of the form.
 */

/** The words of the page this spec reads, as `api/src/idp/identity-page-words.ts` has them. */
const WORDS = {
  en: {
    title: 'Create your Marketplace account',
    sent: 'Check your inbox',
    resend: 'Resend',
    resent: 'We sent the message again.',
    another: 'Use another address',
  },
  ja: {
    title: 'Marketplace のアカウントを作成',
    sent: '受信トレイを確認してください',
    resend: '再送信',
    resent: 'メッセージをもう一度送りました。',
    another: '別のアドレスを使う',
  },
} as const;

async function openSignUp(page: Page, locale: 'en' | 'ja'): Promise<void> {
  await page.goto(`${localized(locale, '/loading')}?auth=true&authPath=signup&redirect=${encodeURIComponent(localized(locale, '/'))}`);
  await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
}

for (const { locale, viewport, size } of [
  { locale: 'en', viewport: { width: 1280, height: 900 }, size: '1280' },
  { locale: 'ja', viewport: { width: 360, height: 740 }, size: '360' },
] as const) {
  test(`the identity page is light like the site, in ${locale}, and "check your inbox" replaces the form (${size} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openSignUp(page, locale);
    const words = WORDS[locale];

    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
    const look = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        background: style('body').backgroundColor,
        text: style('body').color,
        font: style('body').fontFamily,
        button: style('button.primary').backgroundColor,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    // The shell's light tokens: --color-bg, --color-text, --color-brand, its font stack.
    expect(look).toMatchObject({ background: 'rgb(247, 246, 251)', text: 'rgb(42, 37, 64)', button: 'rgb(91, 61, 245)' });
    expect(look.font).toMatch(/^system-ui/);
    expect(look.overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, `identity-page-${size}-${locale}`);

    const email = `identity-${locale}-${Date.now()}@marketplace.test`;
    await page.locator('#email').fill(email);
    await page.locator('#password').fill('identity-password-1');
    await page.locator('form[action="/idp/authorize/password"] button[type=submit]').click();

    const status = page.getByRole('status');
    await expect(status).toContainText(words.sent);
    await expect(status).toContainText(email);
    await expect(page.locator('input[type=password]')).toHaveCount(0);
    await expect(page.locator('#email')).toHaveCount(0);
    await saveScreenshot(page, `identity-page-sent-${size}-${locale}`);

    await page.getByRole('button', { name: words.resend }).click();
    await expect(page.getByRole('status')).toContainText(words.resent);
    await expect(page.getByRole('status')).toContainText(email);

    await page.getByRole('link', { name: words.another }).click();
    await expect(page.locator('#email')).toHaveValue('');
    await expect(page.getByRole('heading', { level: 1, name: words.title })).toBeVisible();
  });
}

test('the identity page answers with a policy that lets only its own stylesheet apply, and breaks none of it', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error') violations.push(entry.text());
  });
  const answer = page.waitForResponse((response) => response.url().startsWith(`${API_ORIGIN}/idp/authorize`));
  await openSignUp(page, 'en');
  const policy = (await answer).headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
  expect(policy).not.toContain('unsafe-inline');
  // The style applied (a refused one would leave the browser's white page and log a violation).
  await expect(page.locator('main')).toHaveCSS('border-top-left-radius', '14px');
  expect(violations).toEqual([]);
});
