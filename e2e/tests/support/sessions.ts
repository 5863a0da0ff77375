import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { linkMailedTo } from './inbox';
import { acceptTermsModal, acceptTermsThroughApi } from './terms';

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

/** The identity page's `request` for a sign-in (or sign-up) the shell would start for `redirect`, as `POST /oauth/authentications` gives it. */
async function signInRequestFor(request: APIRequestContext, authPath: 'login' | 'signup', redirect: string): Promise<string> {
  const start = await request.post(`${API_ORIGIN}/oauth/authentications`, { data: { authPath, redirect } });
  expect(start.status(), `the ${authPath} starts`).toBe(200);
  return new URL((await start.json()).payload as string).searchParams.get('request') ?? '';
}

/**
 * Exchanges the one-time code of a completed sign-in (the 303 to the shell's `/loading?code=`, read, not
 * followed) for the session, as the shell's `/loading` does: its cookie lands in the context of `request`.
 * Answers the session's bearer token.
 */
async function exchangeCodeOf(request: APIRequestContext, completed: APIResponse): Promise<string> {
  expect(completed.status(), 'the sign-in completes with a code for the shell').toBe(303);
  const code = new URL(completed.headers().location ?? '', SHELL_ORIGIN).searchParams.get('code');
  const exchanged = await request.post(`${API_ORIGIN}/oauth/token`, { data: { code } });
  expect(exchanged.status(), 'the one-time code gives a session').toBe(200);
  return (await exchanged.json()).payload.token as string;
}

/**
 * Resolves once the shell has taken the page's session up (the header's signed-in area is there): what the
 * identity page's return to `/loading` waits for before it leaves, so the start-up's prompts (the terms, the
 * wallet) are queued by then. Generous, as a sign-in through the page is: on a loaded machine the start-up's
 * reads take a while.
 */
export async function untilSignedIn(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="header-balance"], [data-testid="header-balance-hidden"]').first()).toBeAttached({ timeout: 30_000 });
}

/**
 * Signs a seeded account in through the same real endpoints as the identity page, with requests of the
 * page's own context instead of page loads (the password form posted, its code exchanged), then opens
 * `redirect` signed in as after a reload: for tests about something else than signing in (those go
 * through `signInThroughIdentityPage`). A person without a wallet is offered one on this first load.
 */
export async function signInThroughApi(page: Page, { email, password, redirect = '/' }: { email: string; password: string; redirect?: string }): Promise<void> {
  await sessionThroughApi(page.request, { email, password, redirect });
  await page.goto(redirect);
  await untilSignedIn(page);
}

/** The requests of `signInThroughApi` alone: the session's cookie in the context of `request`, no page opened. Answers its bearer token. */
export async function sessionThroughApi(
  request: APIRequestContext,
  { email, password, redirect = '/' }: { email: string; password: string; redirect?: string },
): Promise<string> {
  const signInRequest = await signInRequestFor(request, 'login', redirect);
  const completed = await request.post(`${API_ORIGIN}/idp/authorize/password`, {
    form: { request: signInRequest, intent: 'login', email, password },
    maxRedirects: 0,
  });
  return exchangeCodeOf(request, completed);
}

/** The sign-in password of every account `signUpFresh` and `freshAccount` make (a vault change asks for it again). */
export const FRESH_ACCOUNT_PASSWORD = 'identity-password-1';

/** A fresh account of the local identity provider, signed up through the real flow: for a test that changes its account. Answers its address. */
export async function signUpFresh(page: Page, label: string, redirect = '/'): Promise<string> {
  const email = `${label}-${randomUUID()}@marketplace.test`;
  await signInThroughIdentityPage(page, { email, password: FRESH_ACCOUNT_PASSWORD, signUp: true, redirect });
  // A new account is welcomed: the terms of service first (the welcome's wallet step follows in the same dialog).
  await acceptTermsModal(page);
  return email;
}

/**
 * A fresh account of the local identity provider, made through the same real endpoints the identity page
 * uses, but with requests of the page's own context instead of page loads: the sign-up form posted, the
 * confirmation link of the local inbox followed, the one-time code it hands back exchanged for the session
 * (its cookie lands in the page's context, as the shell's exchange would put it there). No test-only path
 * exists: only the browser work of a sign-up is skipped, for tests about something else (sign-up itself is
 * the subject of the identity-page, wallet-create and referral specs, which go through the page). Answers
 * the session's bearer token.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  { email, password, redirect = '/' }: { email: string; password: string; redirect?: string },
): Promise<string> {
  const signInRequest = await signInRequestFor(request, 'signup', redirect);
  const form = await request.post(`${API_ORIGIN}/idp/authorize/password`, { form: { request: signInRequest, intent: 'signup', email, password } });
  expect(form.status(), 'the sign-up form is taken').toBe(200);
  // The confirmation link completes the sign-in the form began.
  return exchangeCodeOf(request, await request.get(await confirmationLinkMailedTo(email), { maxRedirects: 0 }));
}

/**
 * A fresh account (`signUpThroughApi`) with the terms in force accepted, its page open at `redirect` and
 * signed in there as after a reload, its wallet offered (the prompt a new tab's first load shows a person
 * without one): for a test that changes its account and is not about signing up. Answers its address.
 */
export async function freshAccount(page: Page, label: string, redirect = '/'): Promise<string> {
  const email = `${label}-${randomUUID()}@marketplace.test`;
  const bearer = await signUpThroughApi(page.request, { email, password: FRESH_ACCOUNT_PASSWORD, redirect });
  await acceptTermsThroughApi(page.request, bearer);
  await page.goto(redirect);
  await untilSignedIn(page);
  return email;
}

/** A `freshAccount` that declines the wallet it is offered: for a test about something else. Answers its address. */
export async function freshAccountWithoutWallet(page: Page, label: string, redirect = '/'): Promise<string> {
  const email = await freshAccount(page, label, redirect);
  await declineWalletPrompt(page);
  return email;
}

/** A person without a wallet is offered one at sign-in (and on a new tab's first load): declined, for tests about something else. */
export async function declineWalletPrompt(page: Page): Promise<void> {
  await expect(modalDialog(page, 'wallet-create')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modalDialog(page, 'wallet-create')).toBeHidden();
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
