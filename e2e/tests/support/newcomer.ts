import { expect, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { message } from './catalogue';
import { FRESH_ACCOUNT_PASSWORD, modalDialog } from './sessions';
import { linkMailedTo } from './inbox';
import { API_ORIGIN, SHELL_ORIGIN } from './site-origins';
import { acceptTermsModal } from './terms';

/** The path prefix of a locale (`/ja`), empty for English. */
export const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

/**
 * A new person's first steps, as the site asks for them today, in one place so they change in one place
 * (issue 21 turns the terms and wallet dialogs into one welcome dialog): sign up on the identity page from
 * a page of `locale`, follow the confirmation mail, accept the terms, create a wallet with a password.
 * Answers the wallet password (the sign dialog asks for it while the key is sealed).
 */
export async function onboardNewcomer(page: Page, { locale, label }: { locale: string; label: string }): Promise<{ email: string; walletPassword: string }> {
  const email = `${label}-${randomUUID()}@marketplace.test`;
  const home = `${prefixOf(locale)}/`;
  await page.goto(`${prefixOf(locale)}/loading?auth=true&authPath=signup&redirect=${encodeURIComponent(home)}`);
  await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await page.locator('#email').fill(email);
  await page.locator('input[type=password]').first().fill(FRESH_ACCOUNT_PASSWORD);
  await page.locator('form button[type=submit]:not(.provider)').first().click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.goto(await linkMailedTo(email, 'confirm-sign-up'));
  await page.waitForURL((url) => url.origin === SHELL_ORIGIN && !url.pathname.endsWith('/loading'));

  await acceptTermsModal(page);
  const walletPassword = `Newcomer-wallet-${randomUUID().slice(0, 8)}!`;
  const create = modalDialog(page, 'wallet-create');
  await create.getByLabel(message(locale, 'wallet.newPassword'), { exact: true }).fill(walletPassword);
  await create.getByLabel(message(locale, 'wallet.confirmPassword'), { exact: true }).fill(walletPassword);
  await create.getByLabel(message(locale, 'wallet.storedConfirmation')).check();
  await create.getByRole('button', { name: message(locale, 'wallet.createAction') }).click();
  await expect(page.getByText(message(locale, 'wallet.created'))).toBeVisible();
  await expect(create).toBeHidden();
  return { email, walletPassword };
}

/** Confirms the wallet's signature dialog, typing the wallet password when the key is still sealed. */
export async function signInWallet(page: Page, locale: string, walletPassword: string): Promise<void> {
  const dialog = modalDialog(page, 'wallet-sign');
  await expect(dialog.getByRole('heading', { name: message(locale, 'wallet.signHeading') })).toBeVisible();
  const password = dialog.getByLabel(message(locale, 'wallet.walletPassword'), { exact: true });
  if (await password.count()) await password.fill(walletPassword);
  await dialog.getByRole('button', { name: message(locale, 'wallet.signAction'), exact: true }).click();
  await expect(dialog).toBeHidden();
}
