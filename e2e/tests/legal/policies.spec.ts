import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message, pageTitle } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, bearerOf, FRESH_ACCOUNT_PASSWORD, modalDialog, signInThroughIdentityPage } from '../support/sessions';
import { acceptTermsModal, TERMS_OF_SERVICE_VERSION, termsModal } from '../support/terms';

const LOCALES = ['en', 'es', 'pt', 'ja', 'ko', 'de', 'it', 'fr', 'zh'] as const;
const POLICIES = ['terms', 'privacy', 'cookies', 'acceptable-use', 'fees'] as const;
/** Owned by this spec alone (api/src/seed/seed-accounts.ts): accepted an older version of the terms. */
const LAPSED = { email: 'lapsed@marketplace.test', password: 'lapsed-password-1' };

const contentsOf = (page: Page, locale: string) => page.getByRole('navigation', { name: message(locale, 'policies.contents') });

/** The live rate, fixed for the page: the fees policy's figures then have one right answer. */
async function fixRate(page: Page, price: number): Promise<void> {
  await page.route(`${API_ORIGIN}/api/rates/gem-usd`, (route) => route.fulfill({ json: { status: 200, message: 'OK', payload: { price } } }));
}

// The tests that open addresses and look at them share a tab (`sharedTab`); those that change the tab take their own.
test.describe('every policy in every language', () => {
  for (const locale of LOCALES) {
    test(`opens in ${locale} with its version, contents and anchors, and jumps to a section`, async ({ sharedTab: page }) => {
      for (const policy of POLICIES) {
        await page.goto(localized(locale, `/legal/${policy}`));
        const name = message(locale, `legal.${policy}`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page).toHaveTitle(pageTitle(locale, name));

        const policyText = page.locator(`[data-policy="${policy}"]`);
        const version = await policyText.getAttribute('data-version');
        // Exactly: the terms' "What changed" names the version in force again, beside its "in force" mark.
        await expect(policyText.getByText(message(locale, 'policies.version', { version: version! }), { exact: true })).toBeVisible();

        const links = contentsOf(page, locale).getByRole('link');
        expect(await links.count()).toBeGreaterThanOrEqual(5);
        const last = links.last();
        const target = (await last.getAttribute('href'))!;
        await last.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await expect(page.locator(`section${target} h2`)).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      }
    });
  }
});

test('an address with a section scrolls to it once the text has arrived', async ({ sharedTab: page }) => {
  await page.goto('/ja/legal/fees#refunds');

  await expect(page.locator('section#refunds h2')).toBeInViewport();
});

test('a link to another policy opens it at the top, in the same language', async ({ sharedTab: page }) => {
  await page.goto('/de/legal/terms#payments');
  await expect(page.locator('section#payments h2')).toBeInViewport();

  await page.locator('section#payments').getByRole('link', { name: 'Richtlinie zu Gebühren und Erstattungen' }).click();

  await expect(page).toHaveURL(/\/de\/legal\/fees$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('de', 'legal.fees'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('while the text arrives its place is held, so nothing jumps when it lands', async ({ page }) => {
  // The text's own chunk is held back: the skeleton stays long enough to be seen and measured.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/policy-en-terms-ts.*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifted = window as unknown as { layoutShift: number };
    shifted.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifted.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/legal/terms');

  await expect(page.getByRole('status', { name: message('en', 'policies.loading') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'legal.terms'));
  await saveScreenshot(page, 'legal-policy-skeleton-1280-en');
  release();
  await expect(page.locator('[data-policy="terms"]')).toBeVisible();

  const layoutShift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(layoutShift).toBeLessThan(0.05);
});

test('an unknown policy is the page-not-found page', async ({ sharedTab: page }) => {
  await page.goto('/legal/refund-everything');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('en', 'notFound.heading'));
  await page.goto('/fr/legal/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('fr', 'notFound.heading'));
});

test('the fees policy explains the fee and its floor with the live figures', async ({ page }) => {
  // config.json: 5 % with a floor of 0.50 USD; at 0.05 USD per GEM the floor is 10 GEM.
  await fixRate(page, 0.05);
  await page.goto('/legal/fees');

  const floor = page.locator('section#minimum-fee');
  await expect(floor.locator('[data-figure="floorGem"]')).toHaveText('10.00 GEM');
  await expect(floor.locator('[data-figure="rateUsd"]')).toHaveText('$0.05');
  await expect(floor.locator('[data-figure="minimumUsd"]')).toHaveText('$0.50');
  await expect(page.locator('section#marketplace-fee [data-figure="feePercent"]')).toHaveText('5%');

  await page.goto('/de/legal/fees');
  await expect(page.locator('section#marketplace-fee [data-figure="feePercent"]')).toHaveText('5\u00a0%');
});

test('at 360 px the contents fold behind a button, and the page never scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/legal/privacy');
  const toggle = page.getByRole('button', { name: message('ja', 'policies.contents') });

  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(contentsOf(page, 'ja').getByRole('link').first()).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await contentsOf(page, 'ja').getByRole('link').nth(2).click();
  await expect(page.locator('section#why h2')).toBeInViewport();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The other policies come after the text on a phone, not between the contents and the first section.
  const articleBox = await page.locator('[data-policy="privacy"] article').boundingBox();
  const othersBox = await page.getByRole('navigation', { name: message('ja', 'policies.otherPolicies') }).boundingBox();
  expect(othersBox!.y).toBeGreaterThan(articleBox!.y + articleBox!.height);
  await expectNoSidewaysScroll(page);
});

test('printed, a policy is its text alone with the contents inline', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/legal/terms');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.emulateMedia({ media: 'print' });

  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: message('en', 'policies.contents') })).toBeHidden();
  await expect(contentsOf(page, 'en').getByRole('link', { name: 'Your wallet and the server vault' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('a policy page is axe clean at 1280 px in English and 360 px in Japanese, and looks right', async ({ page }) => {
  await fixRate(page, 0.0425);
  await page.goto('/legal/fees');
  await expect(page.locator('[data-figure="floorGem"]')).toHaveText(/GEM$/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'legal-policy-fees-1280-en');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ja/legal/terms');
  await expect(contentsOf(page, 'ja')).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'legal-policy-terms-360-ja');
  await page.getByRole('button', { name: message('ja', 'policies.contents') }).click();
  await saveScreenshot(page, 'legal-policy-terms-360-ja-contents');
});

test('a person who accepted older terms accepts the ones in force, and is not asked again', async ({ page }) => {
  await signInThroughIdentityPage(page, { ...LAPSED, redirect: '/ja/legal/privacy' });

  const modal = termsModal(page);
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(message('ja', 'terms.heading'));
  await expect(modal.getByRole('link', { name: new RegExp(message('ja', 'terms.readFull')) })).toHaveAttribute('href', '/ja/legal/terms');
  // What changed is announced: this version's lines in the modal, every version's on the terms page it links to.
  await expect(
    modal
      .getByRole('region', { name: message('ja', 'terms.changesHeading', { version: TERMS_OF_SERVICE_VERSION }) })
      .getByRole('listitem')
      .first(),
  ).toBeVisible();
  await expect(modal.getByRole('link', { name: new RegExp(message('ja', 'terms.allChanges')) })).toHaveAttribute('href', '/ja/legal/terms#what-changed');
  // It may not be dismissed: buying and selling wait behind it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await expectNoAxeViolations(page, 'dialog[data-modal="terms"]');
  await saveScreenshot(page, 'legal-terms-modal-ja');

  await acceptTermsModal(page);
  await expect(page.getByText(message('ja', 'terms.accepted'))).toBeVisible();

  const self = await page.request.get(`${API_ORIGIN}/api/users/self`, { headers: { Authorization: `Bearer ${await bearerOf(page.request)}` } });
  expect((await self.json()).payload).toMatchObject({ acceptTerms: true, acceptedTermsVersion: TERMS_OF_SERVICE_VERSION });

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(message('ja', 'legal.privacy'));
  await expect(page.locator('[data-policy="privacy"]')).toBeVisible();
  await expect(termsModal(page)).toBeHidden();
});

test('the terms modal cannot be dismissed, but its "Sign out" is a way out, and the next sign-in asks again', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const account = { email: `terms-sign-out-${randomUUID()}@marketplace.test`, password: FRESH_ACCOUNT_PASSWORD };
  await signInThroughIdentityPage(page, { ...account, signUp: true, redirect: '/legal/privacy' });
  const modal = termsModal(page);
  await expect(modal.getByRole('heading', { level: 2 })).toHaveText(message('en', 'terms.firstHeading'));
  await expect(modal.getByText(message('en', 'terms.firstIntro'))).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeVisible();
  await saveScreenshot(page, 'legal-terms-modal-360-en');

  await modal.getByRole('button', { name: message('en', 'terms.signOut') }).click();

  await expect(modal).toBeHidden();
  // The wallet prompt a new account gets waited behind the terms: it leaves with the person.
  await expect(modalDialog(page, 'wallet-create')).toBeHidden();
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('link', { name: message('en', 'session.signIn') })).toBeVisible();
  await expect(page.locator('[data-policy="privacy"]')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: message('en', 'session.signIn') })).toBeVisible();
  await expect(termsModal(page)).toBeHidden();

  await signInThroughIdentityPage(page, { ...account, redirect: '/legal/privacy' });
  await acceptTermsModal(page);
});
