import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { message } from '../support/catalogue';
import { API_ORIGIN, declineWalletPrompt, SHELL_ORIGIN } from '../support/sessions';
import { acceptTermsModal } from '../support/terms';
import { test } from '../support/site-test';
import { apiAs } from '../support/wallet';

const en = (key: string, values?: Record<string, string>) => message('en', key, values);
const closingSection = (page: Page) => page.getByRole('region', { name: en('account:closing.title') });
const closingForm = (page: Page) => closingSection(page).getByRole('form', { name: en('account:closing.form.heading') });

test('a person who signs in with Google only closes their account after confirming with Google again, by keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `closing-google-${randomUUID()}@marketplace.test`;

  // A new account through the Google stand-in, on the account page.
  await page.goto(`/loading?auth=true&authPath=signup&redirect=${encodeURIComponent('/user-portal/account')}`);
  await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await page.locator('#google-email').fill(email);
  await page.getByRole('button', { name: 'Continue with Google (local stand-in)' }).click();
  await acceptTermsModal(page);
  await declineWalletPrompt(page);

  // The session alone closes nothing.
  const alone = await apiAs(page.request, 'POST', '/api/users/self/closing', {});
  expect(alone.status).toBe(412);

  // No password to type: the box, then "Confirm with Google", pressed from the keyboard.
  await page.goto('/user-portal/account#closing');
  const form = closingForm(page);
  await expect(form).toBeVisible();
  await expect(form.locator('input[type=password]')).toHaveCount(0);
  await form.getByRole('checkbox', { name: en('account:closing.form.understood') }).check();
  await form.getByRole('button', { name: en('account:closing.provider.confirm', { provider: 'Google' }) }).focus();
  await page.keyboard.press('Enter');

  // The identity page asks again (nothing filled in, no password form), and only for this account.
  await page.waitForURL(`${API_ORIGIN}/idp/reauthenticate**`);
  await expect(page.locator('#google-email')).toHaveValue('');
  await expect(page.locator('input[type=password]')).toHaveCount(0);
  await expect(page.locator('#apple-email')).toHaveCount(0);
  await page.locator('#google-email').fill(`someone-else-${randomUUID()}@marketplace.test`);
  await page.locator('form[action="/idp/reauthenticate/provider"] button[type=submit]').click();
  await expect(page.getByRole('alert')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(API_ORIGIN);
  await page.locator('#google-email').fill(email);
  await page.locator('form[action="/idp/reauthenticate/provider"] button[type=submit]').click();

  // Back on the closing section: confirmed, the box still ticked, the proof gone from the address.
  await page.waitForURL((url) => url.origin === SHELL_ORIGIN && url.pathname === '/user-portal/account');
  await expect(closingSection(page).getByTestId('provider-confirmed')).toBeVisible();
  await expect(page).not.toHaveURL(/reauthentication=/);
  await expect(closingForm(page).getByRole('checkbox', { name: en('account:closing.form.understood') })).toBeChecked();
  await expectNoAxeViolations(page);

  await closingForm(page)
    .getByRole('button', { name: en('account:closing.form.submit_other', { count: '14' }) })
    .click();
  await expect(closingSection(page).getByTestId('pending-closing')).toBeVisible();
  expect((await apiAs(page.request, 'GET', '/api/users/self/closing')).body.payload).not.toBeNull();
});
