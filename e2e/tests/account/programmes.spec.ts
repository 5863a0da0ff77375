import { type Browser, expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { Wallet } from 'ethers';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, declineWalletPrompt, SHELL_ORIGIN, signUpFresh, signInThroughApi } from '../support/sessions';
import { registerWallet, selfOf } from '../support/wallet';

/**
 * The account's programmes: a referral link that credits the referrer with a sign-up, the rewards it
 * earned, the influencer programme's application, and the local KYC stand-in walked to "verified". The
 * referrer is seeded for this suite alone (three referred people, two rewards: api/src/seed/seed-referrals.ts).
 */

// The referrer's lists grow with the sign-up of the first test: one after the other.
test.describe.configure({ mode: 'serial' });

const REFERRER = { email: 'referrer@marketplace.test', password: 'referrer-password-1' };
const WALLET_PASSWORD = 'programmes-e2e-wallet-1';

const en = (key: string, values?: Record<string, string>) => message('en', key, values);
const ja = (key: string, values?: Record<string, string>) => message('ja', key, values);

async function referrerId(): Promise<string> {
  const response = await fetch(`${API_ORIGIN}/api/users/referrer`);
  return ((await response.json()).payload as { id: string }).id;
}

/** The referrer, signed in, with a wallet (so no page load offers one), on the page of `path`. */
async function signInAsReferrer(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, { ...REFERRER, redirect: path });
  const self = await selfOf(page.request);
  if (!self.walletAddress) {
    await declineWalletPrompt(page);
    await registerWallet(page, Wallet.createRandom(), WALLET_PASSWORD);
  }
  return page;
}

const peopleList = (page: Page, locale = 'en') => page.getByRole('list', { name: message(locale, 'referrals.people.listLabel') });
const rewardsList = (page: Page, locale = 'en') => page.getByRole('list', { name: message(locale, 'referrals.rewards.listLabel') });

test('a sign-up through the referral link is credited to the referrer, who sees it with their rewards', async ({ browser }) => {
  test.setTimeout(180_000);
  const id = await referrerId();

  // A visitor opens the link, looks around, then signs up: the 7-day cookie carries the referral to the sign-up.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/?referral=${id}`);
  await expect.poll(async () => (await visitor.context().cookies()).find((cookie) => cookie.name === 'referral')?.value).toBe(id);
  await signUpFresh(visitor, 'referred');
  await declineWalletPrompt(visitor);
  const newcomer = await selfOf(visitor.request);

  const page = await signInAsReferrer(browser, '/user-portal/referrals');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user-portal/referrals');
  await expect(page.getByRole('textbox', { name: en('referrals.link.label') })).toHaveValue(`${SHELL_ORIGIN}/?referral=referrer`);
  // Newest first: the newcomer, then the three seeded people.
  await expect(peopleList(page).getByRole('listitem')).toHaveCount(4);
  await expect(peopleList(page).getByRole('listitem').first().getByRole('link')).toHaveAttribute('href', `/user/${newcomer.id}`);
  await expect(peopleList(page)).toContainText('Nova Quinn');
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'referrals-people-1280-en');

  await page.getByRole('link', { name: new RegExp(en('referrals.tabs.rewards')) }).click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/user-portal/referrals?tab=rewards`);
  await expect(rewardsList(page).getByRole('listitem')).toHaveCount(2);
  await expect(rewardsList(page).getByRole('listitem').first()).toContainText('Milo Park');
  await expect(rewardsList(page).getByRole('listitem').first()).toContainText('2.35 GEM');
  // The USD value follows the live rate, so only its shape is known.
  await expect(rewardsList(page).getByRole('listitem').first()).toContainText(/\$\d+\.\d{2}/);
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'referrals-rewards-1280-en');

  // On a phone, in Japanese: one column, nothing sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(localized('ja', '/user-portal/referrals?tab=rewards'));
  await expect(rewardsList(page, 'ja').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja('routes.portalReferrals.heading'));
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page.locator('#main-content'), 'referrals-rewards-360-ja');
});

test('a visitor applies to the influencer programme and learns what happens next', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/influencer-program');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('routes.influencerProgram.heading'));
  await expect(page.getByText('30%', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page.locator('#main-content'), 'influencer-program-1280-en');

  // The API's own schema refuses a small audience before anything is sent.
  await page.getByLabel(en('influencer.form.name')).fill('Rae Streams');
  await page.getByLabel(en('influencer.form.email')).fill('rae@streams.test');
  await page.getByLabel(en('influencer.form.channelUrl')).fill('https://video.example/@rae');
  await page.getByLabel(en('influencer.form.audienceSize')).fill('300');
  await page.getByLabel(en('influencer.form.message')).fill('Weekly Diamond Dreams streams for a friendly crowd of collectors.');
  await page.getByRole('button', { name: en('influencer.form.submit') }).click();
  await expect(page.getByLabel(en('influencer.form.audienceSize'))).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel(en('influencer.form.audienceSize'))).toBeFocused();

  await page.getByLabel(en('influencer.form.audienceSize')).fill('25,000');
  await page.getByRole('button', { name: en('influencer.form.submit') }).click();
  await expect(page.getByRole('heading', { name: en('influencer.status.thanks') })).toBeVisible();
  await expect(page.getByText(en('influencer.status.next.RECEIVED', { days: '5' }))).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page.locator('#apply'), 'influencer-program-sent-1280-en');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(localized('ja', '/influencer-program'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ja('routes.influencerProgram.heading'));
  await expect(page.getByRole('button', { name: ja('influencer.form.submit') })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page.locator('#main-content'), 'influencer-program-360-ja');
});

test('the local KYC stand-in walks the steps to verified', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await signInAsReferrer(browser, '/user-portal/kyc');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user-portal/kyc');
  await expect(page.getByText(en('kyc.local.badge'))).toBeVisible();
  await expect(page.getByText(en('kyc.status.NOT_STARTED'))).toBeVisible();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'kyc-1280-en');

  for (const step of ['identity-document', 'selfie', 'address', 'review']) {
    const stepName = en(`kyc.step.${step}.name`);
    await page.getByRole('button', { name: en('kyc.local.complete', { step: stepName }) }).click();
    await expect(
      page
        .getByRole('list', { name: en('kyc.steps.label') })
        .getByRole('listitem')
        .filter({ hasText: stepName }),
    ).toContainText(en('kyc.stepStatus.done'));
  }
  await expect(page.getByText(en('kyc.status.VERIFIED'), { exact: true })).toBeVisible();
  await expect(page.getByText(en('kyc.local.nothingLeft'))).toBeVisible();
  await saveScreenshot(page, 'kyc-verified-1280-en');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(localized('ja', '/user-portal/kyc'));
  await expect(page.getByText(ja('kyc.status.VERIFIED'), { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(page.locator('#main-content'), 'kyc-verified-360-ja');
});
