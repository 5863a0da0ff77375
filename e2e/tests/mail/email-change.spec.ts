import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { IDENTITY_PAGE_WORDS } from '../../../api/src/idp/identity-page-words';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { linkMailedTo, waitForMail } from '../support/inbox';
import { withSubject } from '../support/mail-words';
import { expectNoSidewaysScroll } from '../support/phone-layout';
import { saveScreenshot } from '../support/screenshots';
import {
  API_ORIGIN,
  FRESH_ACCOUNT_PASSWORD,
  SHELL_ORIGIN,
  signInThroughIdentityPage,
  freshAccountWithoutWallet,
  submitIdentityPage,
} from '../support/sessions';
import { test } from '../support/site-test';
import { selfOf } from '../support/wallet';

/**
 * A person changes the address of their account, on a phone: the confirmation link goes to the NEW
 * address's inbox, following it changes the address, the OLD address is told (a security notice), and
 * the new address signs in while the old one no longer does. The account is a fresh sign-up of this spec's own.
 */

const en = (key: string, values?: Record<string, string>) => message('en', key, values);

test('the address changes through a link mailed to the new one; the old one is told, and the new one signs in', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const oldEmail = await freshAccountWithoutWallet(page, 'mover', '/user-portal/account');
  await expect(page).toHaveURL(/\/user-portal\/account$/);
  const newEmail = `moved-${randomUUID()}@marketplace.test`;

  // The form under the address: the new address and the current password.
  const emailSection = page.getByRole('region', { name: en('accountSettings.email.title'), exact: true });
  await expect(emailSection.getByText(oldEmail)).toBeVisible();
  await emailSection.getByRole('button', { name: en('accountSettings.emailChange.open') }).click();
  const form = emailSection.getByRole('form', { name: en('accountSettings.emailChange.heading') });
  await form.getByLabel(en('accountSettings.emailChange.newEmail')).fill(newEmail);
  await form.getByLabel(en('account:security.password.current'), { exact: true }).fill(FRESH_ACCOUNT_PASSWORD);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page, 'form');
  // The sign-up's toasts gone (they cover the form's buttons at this width for a few seconds).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await saveScreenshot(form, 'account-email-change-360');
  await form.getByRole('button', { name: en('accountSettings.emailChange.submit') }).click();
  // "Check your new inbox", naming it; the address shown stays the current one until the link is followed.
  await expect(emailSection.getByRole('status')).toContainText(newEmail);
  await expect(emailSection.getByText(oldEmail)).toBeVisible();
  // The change waiting for its link is said again after a reload (the API keeps it), with a way to cancel it.
  await page.reload();
  await expect(emailSection.getByRole('status')).toContainText(newEmail);
  await expect(emailSection.getByRole('button', { name: en('accountSettings.emailChange.cancelPending') })).toBeVisible();

  // The link arrives in the NEW inbox only, and completes the change on the page it opens.
  const link = await linkMailedTo(newEmail, 'confirm-email-change');
  await page.goto(link);
  await expect(page.getByText(en('shell:emailChange.changed', { email: newEmail }))).toBeVisible();
  await expect(page).not.toHaveURL(/confirm-email-change/);
  await page.goto('/user-portal/account');
  await expect(emailSection.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(emailSection.getByText(en('accountSettings.email.verified'))).toBeVisible();

  // The OLD address gets the security notice.
  await waitForMail(oldEmail, withSubject('en', 'email-changed'), { what: 'the email-changed notice to the old address' });

  // Another browser: the new address signs in, the old one is refused.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto('/loading?auth=true&authPath=login&redirect=%2F');
  await other.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await submitIdentityPage(other, { email: oldEmail, password: FRESH_ACCOUNT_PASSWORD });
  await expect(other.getByText(IDENTITY_PAGE_WORDS.en.wrongCredentials)).toBeVisible();
  await signInThroughIdentityPage(other, { email: newEmail, password: FRESH_ACCOUNT_PASSWORD });
  await expect(other).toHaveURL((url) => url.origin === SHELL_ORIGIN);
  expect((await selfOf(other.request)) as { email?: string }).toMatchObject({ email: newEmail });
  await elsewhere.close();
});
