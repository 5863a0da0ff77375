import { type Browser, expect, type Page } from '@playwright/test';
import { test } from '../support/site-test';
import { expectNoAxeViolations } from '../support/axe';
import { localized, message } from '../support/catalogue';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import { API_ORIGIN, declineWalletPrompt, modalDialog, signInThroughIdentityPage } from '../support/sessions';
import { totpCode } from '../support/totp';
import { apiAs, submitNewWalletPassword } from '../support/wallet';

/** The seeded account of this journey (1,000 GEM, no wallet yet); no other spec signs it in. */
const GUARDIAN = { email: 'guardian@marketplace.test', password: 'guardian-password-1' };
const NEW_PASSWORD = 'Guardian-password-2!';

type StoreItem = { id: string; price: string; playersOnly?: boolean; collectible: { name: string } };

const security = (page: Page) => page.getByTestId('security-settings');
const twoFactor = (page: Page) => page.getByTestId('two-factor-settings');

/** Another browser signed in as the guardian: a second device in the list, declining the wallet it is offered. */
async function signInElsewhere(browser: Browser, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughIdentityPage(page, { ...GUARDIAN, password });
  return { context, page };
}

/** The first store item of Elemental Raiders anyone may buy, cheapest first. */
async function buyableItem(page: Page): Promise<StoreItem> {
  const answer = await page.request.get(`${API_ORIGIN}/api/merchants/elemental-raiders/store?groupBy=SET&pageSize=10`);
  const item = ((await answer.json()).payload.records as StoreItem[]).find((record) => !record.playersOnly);
  expect(item, 'a store item for everyone').toBeTruthy();
  return item!;
}

/** Types the code the authenticator app would show for the key the page shows (read, not asked of the API). */
async function typeCodeOf(page: Page, secret: string): Promise<void> {
  // The two-factor section's field: the account page's closing form has a code field of its own.
  const field = twoFactor(page).getByRole('textbox', { name: message('en', 'kit:secretFields.codeLabel') });
  // Only digits stay in the field: letters typed by mistake drop out (a wrong code before is kept, so clear it first).
  await field.clear();
  await field.pressSequentially('12ab');
  await expect(field).toHaveValue('12');
  await field.fill(totpCode(secret));
}

test('a person removes a device, turns 2FA on from the QR key, signs a purchase with a code, turns 2FA off and changes the password', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // A second device signs in first; then this one, which creates the wallet.
  const elsewhere = await signInElsewhere(browser, GUARDIAN.password);
  await declineWalletPrompt(elsewhere.page);
  await signInThroughIdentityPage(page, { ...GUARDIAN, redirect: '/user-portal/account/devices' });
  await submitNewWalletPassword(modalDialog(page, 'wallet-create'), 'Guardian-wallet-pass-1!', message('en', 'wallet.createAction'));
  await expect(page.getByText(message('en', 'wallet.created'))).toBeVisible();

  // Devices: both listed, this one marked and not removable; the other removed after a confirmation.
  const devices = page.getByRole('list', { name: message('en', 'devices.listLabel') }).getByTestId('device');
  await expect(devices).toHaveCount(2);
  const current = devices.filter({ hasText: message('en', 'devices.thisDevice') });
  await expect(current).toHaveCount(1);
  await expect(current.getByRole('button')).toHaveCount(0);
  await expect(current).toContainText(message('en', 'devices.browserOnSystem', { browser: 'Chrome', system: 'Linux' }));
  await expectNoAxeViolations(page);
  await saveScreenshot(page, 'account-devices-1280-en');
  const other = devices.filter({ hasNotText: message('en', 'devices.thisDevice') });
  await other
    .getByRole('button', { name: message('en', 'devices.remove') })
    .first()
    .click();
  await page.getByRole('button', { name: message('en', 'devices.confirmRemove') }).click();
  await expect(page.getByText(message('en', 'devices.removed'))).toBeVisible();
  await expect(devices).toHaveCount(1);
  // The removed device's session is over: the API no longer knows it.
  expect((await apiAs(elsewhere.page.request, 'GET', '/api/users/self').catch(() => ({ status: 401 }))).status).toBe(401);
  await elsewhere.context.close();

  // Two-factor authentication: the QR code drawn in the page, the key beside it, confirmed with a code of that key.
  await page.getByRole('link', { name: message('en', 'devices.backToAccount') }).click();
  await expect(security(page)).toBeVisible();
  await expect(twoFactor(page)).toContainText(message('en', 'security.twoFactor.stateOff'));
  await twoFactor(page)
    .getByRole('button', { name: message('en', 'security.twoFactor.turnOn') })
    .click();
  await expect(page.getByRole('img', { name: message('en', 'security.twoFactor.qrTitle') })).toBeVisible();
  const secret = ((await page.getByTestId('two-factor-manual-key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoAxeViolations(page);
  await saveScreenshot(twoFactor(page), 'account-security-2fa-enrolment-1280-en');
  // A wrong code is explained and loses nothing else.
  await twoFactor(page)
    .getByRole('textbox', { name: message('en', 'kit:secretFields.codeLabel') })
    .fill(totpCode(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: message('en', 'security.twoFactor.confirmOn') }).click();
  await expect(twoFactor(page).getByText(message('en', 'security.twoFactor.refusals.wrong-code'))).toBeVisible();
  await typeCodeOf(page, secret);
  await page.getByRole('button', { name: message('en', 'security.twoFactor.confirmOn') }).click();
  await expect(twoFactor(page)).toContainText(message('en', 'security.twoFactor.stateOn'));
  // The secret is in no storage of the page.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(secret);

  // The checkout now asks for the code, and the purchase signs with it.
  const item = await buyableItem(page);
  await page.goto(`/store/elemental-raiders/${item.id}`);
  await page
    .getByRole('region', { name: message('en', 'buy.heading') })
    .getByRole('button', { name: message('en', 'buy.buy') })
    .click();
  await page.waitForURL(/\/user-portal\/mint\/[0-9a-f-]{36}$/);
  await page.getByRole('textbox', { name: message('en', 'kit:secretFields.codeLabel') }).fill(totpCode(secret));
  await page.getByRole('button', { name: message('en', 'mint.confirm') }).click();
  await modalDialog(page, 'wallet-sign')
    .getByRole('button', { name: message('en', 'wallet.signAction') })
    .click();
  await expect(page.getByText(message('en', 'mint.outcome.paid'))).toBeVisible();

  // Turning it off takes a code too.
  await page.goto('/user-portal/account');
  await expect(twoFactor(page)).toContainText(message('en', 'security.twoFactor.stateOn'));
  await typeCodeOf(page, secret);
  await twoFactor(page)
    .getByRole('button', { name: message('en', 'security.twoFactor.turnOff') })
    .click();
  await expect(twoFactor(page)).toContainText(message('en', 'security.twoFactor.stateOff'));

  // The password: a wrong current one is explained; the right one changes it.
  const passwordForm = security(page).getByRole('region', { name: message('en', 'security.password.heading') });
  await passwordForm.getByLabel(message('en', 'security.password.current'), { exact: true }).fill('not-my-password-1');
  await passwordForm.getByLabel(message('en', 'security.password.new'), { exact: true }).fill(NEW_PASSWORD);
  await passwordForm.getByLabel(message('en', 'security.password.confirm'), { exact: true }).fill(NEW_PASSWORD);
  await expect(passwordForm).toContainText(`${message('en', 'kit:passwordStrength.label')}: ${message('en', 'kit:passwordStrength.levels.veryStrong')}.`);
  await passwordForm.getByRole('button', { name: message('en', 'security.password.submit') }).click();
  await expect(passwordForm.getByText(message('en', 'security.password.refusals.wrong-current'))).toBeVisible();
  await expect(passwordForm.getByLabel(message('en', 'security.password.new'), { exact: true })).toHaveValue(NEW_PASSWORD);
  await passwordForm.getByLabel(message('en', 'security.password.current'), { exact: true }).fill(GUARDIAN.password);
  await passwordForm.getByRole('button', { name: message('en', 'security.password.submit') }).click();
  await expect(passwordForm.getByText(message('en', 'security.password.changed'))).toBeVisible();
  // The whole page, its stacked toasts included (the axe helper waits until they have finished fading in).
  await expectNoAxeViolations(page);
  await saveScreenshot(security(page), 'account-security-1280-en');

  // The new password signs in on another browser.
  const again = await signInElsewhere(browser, NEW_PASSWORD);
  const self = await apiAs(again.page.request, 'GET', '/api/users/self');
  expect(self.body.payload.email).toBe(GUARDIAN.email);
  await again.context.close();

  // A phone in Japanese: one column, nothing sideways.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(localized('ja', '/user-portal/account/devices'));
  await expect(page.getByText(message('ja', 'devices.thisDevice'), { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await saveScreenshot(page, 'account-devices-360-ja');
  await page.goto(localized('ja', '/user-portal/account'));
  await expect(page.getByTestId('security-settings')).toContainText(message('ja', 'security.twoFactor.heading'));
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await saveScreenshot(security(page), 'account-security-360-ja');
});
