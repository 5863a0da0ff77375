import { existsSync, readFileSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { keyCacheCookieName } from '../../../mfe-wallet/src/cache/key-cache';
import { decryptWithPassword, encryptWithPassword, LEGACY_ITERATIONS } from '../../../mfe-wallet/src/crypto/index';
import { message } from './catalogue';
import { API_ORIGIN, bearerOf, humanityToken, type modalDialog } from './sessions';

/** A call of the API with the page's own session. */
export async function apiAs(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await request.fetch(`${API_ORIGIN}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await bearerOf(request)}`, ...headers },
    ...(data === undefined ? {} : { data }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: each spec reads the fields of the call it made; the API's own tests hold the shapes
  return { status: response.status(), body: (await response.json()) as { payload: any; message: string } };
}

/**
 * Gives the signed-in person of `page` a wallet as the wallet remote would: the key in a password
 * envelope in the vault (at the spec's 100000 iterations, which still open, to keep set-ups quick) and
 * its address registered. Pages then open without the wallet-create prompt, and a signature they ask
 * for opens with `password`. The key is the caller's, so a test can also sign in Node.
 */
export async function registerWallet(page: Page, wallet: { address: string; privateKey: string }, password: string): Promise<void> {
  const { id: userId } = await selfOf(page.request);
  const envelope = await encryptWithPassword(wallet.privateKey, password, { userId, iterations: LEGACY_ITERATIONS });
  const keys = await apiAs(page.request, 'PUT', '/api/vault/keys', { password: { value: envelope, time: new Date().toISOString() } });
  expect(keys.status, keys.body.message).toBe(200);
  const registered = await apiAs(
    page.request,
    'POST',
    '/api/users/self/wallet',
    { walletAddress: wallet.address },
    {
      'X-Humanity-Token': await humanityToken(page.request, 'wallet'),
    },
  );
  expect(registered.status, registered.body.message).toBe(200);
}

export async function selfOf(request: APIRequestContext): Promise<{ id: string; walletAddress: string | null }> {
  return (await apiAs(request, 'GET', '/api/users/self')).body.payload;
}

export async function vaultOf(request: APIRequestContext): Promise<Record<string, { value: string; time: string }>> {
  return (await apiAs(request, 'GET', '/api/vault/keys')).body.payload;
}

/** The private key the vault's password envelope holds, opened in Node the way the browser opens it. */
export async function privateKeyInVault(request: APIRequestContext, password: string): Promise<string> {
  const [{ id }, vault] = await Promise.all([selfOf(request), vaultOf(request)]);
  return decryptWithPassword(vault.password!.value, password, { userId: id });
}

/** Fills the wallet-create modal's password form (create or update mode) and sends it. */
export async function submitNewWalletPassword(dialog: ReturnType<typeof modalDialog>, password: string, action: string): Promise<void> {
  await dialog.getByLabel(message('en', 'wallet.newPassword'), { exact: true }).fill(password);
  await dialog.getByLabel(message('en', 'wallet.confirmPassword'), { exact: true }).fill(password);
  await dialog.getByLabel(message('en', 'wallet.storedConfirmation')).check();
  await dialog.getByRole('button', { name: action }).click();
}

/** Spec §4: the one-hour key cache expires (its cookie goes; the tab's half alone is useless). */
export async function expireKeyCache(context: BrowserContext, userId: string): Promise<void> {
  const name = keyCacheCookieName(userId);
  expect(
    (await context.cookies()).some((cookie) => cookie.name === name),
    'the key cache cookie exists before it expires',
  ).toBe(true);
  await context.clearCookies({ name });
}

/** Everything the page sent (URL and body) and everything it keeps, for the secrets audit. */
export function recordTraffic(page: Page) {
  const sent: string[] = [];
  const received = new Map<string, string>();
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()}\n${request.postData() ?? ''}`));
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (pathname === '/api/users/self/rescue-key' && response.ok()) received.set('rescueKey', (await response.json()).payload.key);
  });
  return {
    sent,
    /** The rescue key the server released to the page (the page must never send it anywhere). */
    rescueKey: () => received.get('rescueKey') ?? null,
    async kept(): Promise<string> {
      return page.evaluate(() =>
        JSON.stringify({
          local: { ...window.localStorage },
          session: { ...window.sessionStorage },
          cookies: document.cookie,
        }),
      );
    },
  };
}

/**
 * Asserts none of `secrets` appears in what the page sent or keeps, nor in the API's own log of the run
 * (a private key with or without 0x).
 */
export async function expectNoSecretLeft(traffic: ReturnType<typeof recordTraffic>, secrets: Record<string, string>): Promise<void> {
  const kept = await traffic.kept();
  const apiLog = readFileSync(apiLogFile(), 'utf8');
  for (const [name, secret] of Object.entries(secrets)) {
    const forms = [secret, secret.replace(/^0x/, ''), encodeURIComponent(secret)];
    const leaks = traffic.sent.filter((entry) => forms.some((form) => entry.includes(form)));
    expect(
      leaks.map((entry) => entry.split('\n')[0]),
      `${name} in a request`,
    ).toEqual([]);
    expect(
      forms.some((form) => kept.includes(form)),
      `${name} in storage or cookies`,
    ).toBe(false);
    expect(
      forms.some((form) => apiLog.includes(form)),
      `${name} in the API's log`,
    ).toBe(false);
  }
}

/** The file the API of this run logs to (playwright.config sets it); an audit without it would prove nothing. */
function apiLogFile(): string {
  const file = process.env.API_LOG_FILE;
  if (!file || !existsSync(file)) throw new Error('The API log of this run is missing: start the suite through playwright.config.ts');
  return file;
}
