import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linkMailedTo } from './inbox';
import { acceptTermsModal } from './terms';

import { API_ORIGIN, SHELL_ORIGIN } from './site-origins';

export { API_ORIGIN, SHELL_ORIGIN };

/** Where the signed-in states are kept: `e2e/.auth`, or a folder of its own for a run beside another (`E2E_AUTH_DIR`). */
const AUTH_DIR = process.env.E2E_AUTH_DIR || path.join(import.meta.dirname, '..', '..', '.auth');

/** Browser states (cookies) of signed-in people, written by `sign-in.setup.ts` before the suite. */
export const SIGNED_IN_STATE = {
  user: path.join(AUTH_DIR, 'user.json'),
  admin: path.join(AUTH_DIR, 'admin.json'),
} as const;
export type SignedInAs = keyof typeof SIGNED_IN_STATE;

export const SEED_ADMIN = { email: 'admin@marketplace.test', password: 'admin-password-1' };
/** The seeded account with GEM and no wallet yet. */
export const SEED_DEMO = { email: 'demo@marketplace.test', password: 'demo-password-1' };

/**
 * Signs in (or up) through the real flow: `/loading?auth=true` → the API's identity page → its
 * password form → back to the shell with a one-time code → login startup.
 */
export async function signInThroughIdentityPage(
  page: Page,
  { email, password, signUp = false, redirect = '/' }: { email: string; password: string; signUp?: boolean; redirect?: string },
): Promise<void> {
  await page.goto(`/loading?auth=true&authPath=${signUp ? 'signup' : 'login'}&redirect=${encodeURIComponent(redirect)}`);
  await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
  await submitIdentityPage(page, { email, password, signUp });
  await page.waitForURL((url) => url.origin === SHELL_ORIGIN && !url.pathname.endsWith('/loading'));
}

/** The sign-in password of every account `signUpFresh` makes (a vault change asks for it again). */
export const FRESH_ACCOUNT_PASSWORD = 'identity-password-1';

/** A fresh account of the local identity provider, signed up through the real flow: for a test that changes its account. Answers its address. */
export async function signUpFresh(page: Page, label: string, redirect = '/'): Promise<string> {
  const email = `${label}-${randomUUID()}@marketplace.test`;
  await signInThroughIdentityPage(page, { email, password: FRESH_ACCOUNT_PASSWORD, signUp: true, redirect });
  // A new account is welcomed: the terms of service first (the welcome's wallet step follows in the same dialog).
  await acceptTermsModal(page);
  return email;
}

/** A person without a wallet is offered one at sign-in (and on a new tab's first load): declined, for tests about something else. */
export async function declineWalletPrompt(page: Page): Promise<void> {
  await expect(modalDialog(page, 'wallet-create')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modalDialog(page, 'wallet-create')).toBeHidden();
}

/** A fresh account that declines the wallet it is offered: for a test about something else that changes its account. Answers its address. */
export async function signUpWithoutWallet(page: Page, label: string, redirect = '/'): Promise<string> {
  const email = await signUpFresh(page, label, redirect);
  await declineWalletPrompt(page);
  return email;
}

/**
 * What a person does on the API's identity page: the e-mail and password form, sent. A sign-up then
 * says "check your inbox" (it answers a taken address the same way), and the person follows the link
 * the confirmation mail holds, which completes the sign-in.
 */
export async function submitIdentityPage(
  page: Page,
  { email, password, signUp = false }: { email: string; password: string; signUp?: boolean },
): Promise<void> {
  await page.locator('#email').fill(email);
  await page.locator('input[type=password]').first().fill(password);
  // By its form, not its words: the page speaks the language of the page that sent the person (issue 21).
  await page.locator('form[action="/idp/authorize/password"] button[type=submit]').click();
  if (!signUp) return;
  // "Check your inbox" in the person's language, naming the address the message went to (the form is gone).
  await expect(page.getByRole('status')).toContainText(email.toLowerCase());
  await page.goto(await confirmationLinkMailedTo(email));
}

/** The link of the sign-up confirmation, as the person follows it from the local inbox. */
function confirmationLinkMailedTo(email: string): Promise<string> {
  return linkMailedTo(email, 'confirm-sign-up');
}

/**
 * The open modal of a kind, as the shell's modal host marks it: on its own, or as the step a newcomer's
 * welcome dialog shows now (the terms, the wallet, the cookie choice; issue 21).
 */
export const modalDialog = (page: Page, kind: string) =>
  page.locator(`dialog[data-modal="${kind}"], dialog[data-modal="welcome"]:has([data-welcome-step="${kind}"])`);

/** The bearer token of the page's session, as the shell gets it back after a reload. */
export async function bearerOf(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${API_ORIGIN}/oauth/session`);
  const token = (await response.json()).payload?.token as string | undefined;
  expect(token, 'the page has a session').toBeTruthy();
  return token!;
}

/** A humanity token of the local provider, as its page script obtains one. */
export async function humanityToken(request: APIRequestContext, action: string): Promise<string> {
  const response = await request.post(`${API_ORIGIN}/humanity/tokens`, { data: { siteKey: 'marketplace-local', action } });
  expect(response.ok()).toBe(true);
  return (await response.json()).payload.token as string;
}
