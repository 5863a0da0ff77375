import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { formatMailTime } from '../../../api/src/mail/templates/mail-facts';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { E2E_CLOSING_GRACE_MS } from '../support/closing-grace';
import { waitForMail } from '../support/inbox';
import { withSubject } from '../support/mail-words';
import { buyFromTheMarket, expectOwner, listThroughApi, type Trader } from '../support/market-trades';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import {
  API_ORIGIN,
  FRESH_ACCOUNT_PASSWORD,
  freshAccountWithoutWallet,
  SIGNED_IN_STATE,
  signInThroughIdentityPage,
  submitIdentityPage,
} from '../support/sessions';
import { test } from '../support/site-test';
import { apiAs, registerWallet, selfOf } from '../support/wallet';

const MERCHANT = 'diamond-dreams';
const WALLET_PASSWORD = 'Closing-wallet-pass-1!';
const en = (key: string, values?: Record<string, string>) => message('en', key, values);

/** A fresh person with a wallet whose key the test holds, and GEM from the deposit stand-in (confirmed a few seconds later). */
async function freshTrader(page: Page, label: string, gem: string): Promise<Trader & { email: string }> {
  const email = await freshAccountWithoutWallet(page, label, '/user-portal/dashboard');
  const wallet = Wallet.createRandom();
  await registerWallet(page, wallet, WALLET_PASSWORD);
  const deposited = await apiAs(page.request, 'POST', '/api/users/self/wallet/deposits', { amount: gem });
  expect(deposited.status, deposited.body.message).toBe(200);
  await expect
    .poll(async () => Number((await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload?.GEM ?? 0), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(Number(gem));
  const { id } = await selfOf(page.request);
  return { id, wallet, email };
}

/** The set of the cheapest copy on the merchant's market that no other spec buys from: stock the closer can afford. */
async function cheapestSetOnTheMarket(page: Page): Promise<string> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/${MERCHANT}/market/listings?sort=PRICE_ASC&pageSize=40`);
  const taken = new Set(['dd-garnet-pebble', 'dd-topaz-teardrop']);
  const records = (await answer.json()).payload.records as { collectible: { setId: string } }[];
  const found = records.map((record) => record.collectible.setId).find((setId) => !taken.has(setId));
  expect(found, 'a cheap set on the market').toBeTruthy();
  return found!;
}

/** The person's own pending closing, as the API has it. */
async function pendingClosingOf(page: Page): Promise<{ closesAt: string } | null> {
  return (await apiAs(page.request, 'GET', '/api/users/self/closing')).body.payload;
}

const closingSection = (page: Page) => page.getByRole('region', { name: en('account:closing.title') });

/** The closing section's last step, done as the person does it: the box ticked, the password typed, the button pressed. */
async function closeThroughTheSection(page: Page): Promise<string> {
  const form = closingSection(page).getByRole('form', { name: en('account:closing.form.heading') });
  await form.getByRole('checkbox', { name: en('account:closing.form.understood') }).check();
  await form.getByLabel(en('security.password.current'), { exact: true }).fill(FRESH_ACCOUNT_PASSWORD);
  await form.getByRole('button', { name: en('account:closing.form.submit_other', { count: '14' }) }).click();
  await expect(closingSection(page).getByTestId('pending-closing')).toBeVisible();
  const pending = await pendingClosingOf(page);
  expect(pending, 'the closing is pending').not.toBeNull();
  return pending!.closesAt;
}

/** A new browser where the person signs in through the identity page, as on another device. */
async function signInElsewhere(browser: Browser, email: string, redirect = '/') {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const page = await context.newPage();
  await signInThroughIdentityPage(page, { email, password: FRESH_ACCOUNT_PASSWORD, redirect });
  return { context, page };
}

test('a person closes their account, keeps it when signing in within the grace period, closes it again, and after the period cannot sign in while their buyer keeps the item', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The closer buys two items on the market and lists one; a buyer buys that one from them.
  const closer = await freshTrader(page, 'closer', '300');
  const setId = await cheapestSetOnTheMarket(page);
  const kept = await buyFromTheMarket(page, closer, MERCHANT, setId);
  const sold = await buyFromTheMarket(page, closer, MERCHANT, setId);
  await listThroughApi(page, closer, sold, '5.00');
  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const buyerPage = await buyerContext.newPage();
  const buyer = await freshTrader(buyerPage, 'buyer', '50');
  const mintId = randomUUID();
  const reserved = await apiAs(buyerPage.request, 'POST', `/api/users/self/mints/${mintId}/purchases`, { collectibleId: sold });
  expect(reserved.status, reserved.body.message).toBe(200);
  const signed = await apiAs(buyerPage.request, 'POST', `/api/users/self/mints/${mintId}/sign`, {
    signature: await buyer.wallet.signMessage(reserved.body.payload.message),
  });
  expect(signed.status, signed.body.message).toBe(200);
  await expectOwner(page, sold, buyer);
  const soldName = ((await (await page.request.get(`${API_ORIGIN}/api/collectibles/${sold}`)).json()).payload as { name: string }).name;

  // The account page's closing section: what is lost with the person's own figures, the two exports first.
  await page.goto('/user-portal/account#closing');
  const section = closingSection(page);
  await expect(section.getByTestId('closing-losses')).toContainText(en('account:closing.losses.collectibles_one', { count: '1' }));
  await expect(section.getByRole('form', { name: en('account:closing.form.heading') })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await saveScreenshot(section, 'account-closing-1280-en');

  // The key export first: the wallet's page shows the key after the wallet password, and it is the wallet's.
  await section.getByRole('link', { name: en('account:closing.firstSteps.keyExport') }).click();
  await expect(page).toHaveURL(/\/user-portal\/wallet\/key$/);
  await expect(page.getByRole('heading', { level: 1, name: en('wallet:routes.walletKey.heading') })).toBeVisible();
  await page.getByLabel(en('wallet.walletPassword'), { exact: true }).fill(WALLET_PASSWORD);
  await page.getByRole('button', { name: en('wallet:keyExport.reveal') }).click();
  await expect(page.getByLabel(en('wallet:keyExport.keyLabel'))).toHaveValue(closer.wallet.privateKey);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('wallet:keyExport.hide') }).click();
  await expect(page.getByLabel(en('wallet:keyExport.keyLabel'))).toHaveCount(0);
  // And the data export is the legal remote's page.
  await page.goBack();
  await expect(closingSection(page).getByRole('link', { name: en('account:closing.firstSteps.dataExport') })).toHaveAttribute('href', '/export');

  // At 360 px the section stands in one column, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await closingSection(page).scrollIntoViewIfNeeded();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(closingSection(page), 'account-closing-360-en');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Close: the date and "Keep my account", on the section and at the top of every page; the address is told.
  const firstClosesAt = await closeThroughTheSection(page);
  await expect(page.getByTestId('account-closing-notice')).toBeVisible();
  await waitForMail(closer.email, withSubject('en', 'account-closing-scheduled', { at: formatMailTime(firstClosesAt, 'en') }), {
    what: 'the closing notice',
  });
  // A second closing is refused while one is pending, and the date stays.
  const second = await apiAs(page.request, 'POST', '/api/users/self/closing', { currentPassword: FRESH_ACCOUNT_PASSWORD });
  expect(second.status).toBe(409);
  expect(second.body.message).toBe('The account is already set to close');
  expect((await pendingClosingOf(page))?.closesAt).toBe(firstClosesAt);

  // Signing in within the grace period, on a phone: the offer to keep the account, first thing on the page.
  const elsewhere = await signInElsewhere(browser, closer.email);
  const notice = elsewhere.page.getByRole('region', { name: en('shell:accountClosing.heading') });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(elsewhere.page);
  await expectNoSidewaysScroll(elsewhere.page);
  await saveScreenshot(elsewhere.page, 'account-closing-notice-360-en');
  await notice.getByRole('button', { name: en('shell:accountClosing.keep') }).click();
  await expect(elsewhere.page.getByText(en('shell:accountClosing.kept'))).toBeVisible();
  await expect(notice).toHaveCount(0);
  expect(await pendingClosingOf(elsewhere.page)).toBeNull();
  await waitForMail(closer.email, withSubject('en', 'account-closing-cancelled'), { what: 'the cancellation notice' });
  await elsewhere.context.close();

  // Back on the first device (a new load: its page still showed the closing it asked for), close again; the
  // ADMIN sees it among the pending closings.
  await page.reload();
  const closesAt = await closeThroughTheSection(page);
  const adminContext = await browser.newContext({ storageState: SIGNED_IN_STATE.admin, viewport: { width: 1280, height: 900 } });
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admin');
  const pendingList = adminPage.getByTestId('pending-closings');
  // Named by the public name, or by the id of an account without one; never by the address.
  const shownAs = ((await apiAs(page.request, 'GET', '/api/users/self')).body.payload.username as string | null) ?? closer.id;
  await expect(pendingList.getByRole('rowheader', { name: shownAs })).toBeVisible();
  await expect(pendingList).not.toContainText(closer.email);
  await expectNoAxeViolations(adminPage);
  await adminContext.close();

  // After the period: the sign-in is refused as for an unknown account (the closing is carried out there).
  const waitMs = new Date(closesAt).getTime() - Date.now() + 1_000;
  expect(waitMs, 'the grace period of this run').toBeLessThanOrEqual(E2E_CLOSING_GRACE_MS + 1_000);
  await page.waitForTimeout(Math.max(0, waitMs));
  const lateContext = await browser.newContext();
  const late = await lateContext.newPage();
  await late.goto('/loading?auth=true&authPath=login&redirect=%2F');
  await late.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await submitIdentityPage(late, { email: closer.email, password: FRESH_ACCOUNT_PASSWORD });
  await expect(late.getByRole('alert')).toBeVisible();
  expect(new URL(late.url()).origin).toBe(API_ORIGIN);
  await lateContext.close();
  // Its old session is over too.
  expect((await (await page.request.post(`${API_ORIGIN}/oauth/session`)).json()).payload).toBeNull();

  // The buyer still has the item they bought from the closed account, in their collection.
  await buyerPage.goto(`/user-portal/collection?game=${MERCHANT}`);
  await expect(buyerPage.getByRole('img', { name: soldName }).first()).toBeVisible();
  await expectOwner(buyerPage, sold, buyer);
  // The item the closer kept stays at their (now nameless) wallet address.
  await expectOwner(page, kept, closer);
  await buyerContext.close();
});
