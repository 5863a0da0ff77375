import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './support/site-test';
import { Wallet } from 'ethers';
import { keyCacheCookieName } from '../../mfe-wallet/src/cache/key-cache';
import { expectNoAxeViolations } from './support/axe';
import { message } from './support/catalogue';
import { saveScreenshot } from './support/screenshots';
import { acceptTermsModal } from './support/terms';
import {
  FRESH_ACCOUNT_PASSWORD,
  humanityToken,
  modalDialog,
  SEED_DEMO,
  signInThroughIdentityPage,
  freshAccount,
  signUpFresh,
  submitIdentityPage,
  API_ORIGIN,
  SHELL_ORIGIN,
} from './support/sessions';
import { apiAs, expectNoSecretLeft, expireKeyCache, privateKeyInVault, recordTraffic, selfOf, submitNewWalletPassword, vaultOf } from './support/wallet';

const t = (key: string, values?: Record<string, string>) => message('en', key, values);

/** Reserves the cheapest item of a store for the page's user, as a store page would: answers the mint id. */
async function reserveMint(page: Page, skip = 0): Promise<string> {
  const store = await page.request.get(`${API_ORIGIN}/api/merchants/diamond-dreams/store?page=1&pageSize=20`);
  const item = (await store.json()).payload.records[skip];
  const mintId = randomUUID();
  const reserved = await apiAs(page.request, 'POST', `/api/users/self/mints/${mintId}/purchases`, { collectibleId: item.collectible.id });
  expect(reserved.status, reserved.body.message).toBe(200);
  return mintId;
}

const signDialog = (page: Page) => modalDialog(page, 'wallet-sign');

/** Opens the mint's checkout and asks for the purchase, which asks the wallet (over the bus) to sign. */
async function askToPay(page: Page, mintId: string): Promise<void> {
  await page.goto(`/user-portal/mint/${mintId}`);
  await page.getByRole('button', { name: t('mint.confirm') }).click();
  await expect(signDialog(page)).toBeVisible();
  await expect(signDialog(page).getByRole('heading', { name: t('wallet.signHeading') })).toBeVisible();
}

/** Paid on the server, and the header's balance read again: the server's balance, truncated to 2 decimals. */
async function expectPaid(page: Page, mintId: string): Promise<void> {
  await expect(page.getByText(t('mint.outcome.paid'))).toBeVisible();
  const mint = await apiAs(page.request, 'GET', `/api/users/self/mints/${mintId}`);
  expect(['SIGNED', 'COMPLETE']).toContain(mint.body.payload.status);
  const gem = (await apiAs(page.request, 'GET', '/api/users/self/balance')).body.payload.GEM as number;
  const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' }).format(gem);
  await expect(page.getByTestId('header-balance')).toContainText(`${shown} GEM`);
}

test.describe('the wallet', () => {
  test('sign up, create a wallet with a password: the vault holds only envelopes that open to the registered address', async ({ page }) => {
    // A sign-up through the identity page, two wallet passwords stretched 600,000 times in the page and one in Node:
    // 41 s in CI beside the other worker (the axe analysis at 30 s was cut off), as long as the suite's other journeys get.
    test.setTimeout(60_000);
    const traffic = recordTraffic(page);
    await signUpFresh(page, 'wallet-create');
    const create = modalDialog(page, 'wallet-create');
    await expect(create.getByRole('heading', { name: t('wallet.createHeading') })).toBeVisible();

    // A weak password is refused, and what was typed stays.
    await submitNewWalletPassword(create, 'password123', t('wallet.createAction'));
    await expect(create.getByText(t('kit:passwordStrength.advice', { min: '10' }))).toBeVisible();
    await expect(create.getByLabel(t('wallet.newPassword'), { exact: true })).toHaveValue('password123');
    await saveScreenshot(page, 'wallet-create-weak-password');
    await expectNoAxeViolations(page, 'dialog[open]');

    const password = 'Wallet-pass-2026!x';
    await submitNewWalletPassword(create, password, t('wallet.createAction'));
    await expect(page.getByText(t('wallet.created'))).toBeVisible();
    await expect(create).toBeHidden();

    const self = await selfOf(page.request);
    const vault = await vaultOf(page.request);
    expect(Object.keys(vault).sort()).toEqual(['password', 'rescue']);
    expect(JSON.parse(vault.password!.value)).toMatchObject({ v: 2, kdf: 'PBKDF2-SHA256', iter: 600_000 });
    const privateKey = await privateKeyInVault(page.request, password);
    expect(new Wallet(privateKey).address).toBe(self.walletAddress);
    // Sealing the rescue copy took the public half only: the secret that opens it never reached the page.
    expect(traffic.rescueKey()).toBeNull();
    await expectNoSecretLeft(traffic, { password, privateKey });
  });

  test('link mode (`?link`) adopts an existing wallet: its key is wrapped in the browser and its address registered', async ({ page }) => {
    const traffic = recordTraffic(page);
    await freshAccount(page, 'wallet-link');
    // The sign-in's create prompt gives way to the link mode the address asks for.
    await page.goto('/?link');
    const link = modalDialog(page, 'wallet-create');
    await expect(link.getByRole('heading', { name: t('wallet.linkHeading') })).toBeVisible();

    const existing = Wallet.createRandom();
    await link.getByLabel(t('wallet.importLabel')).fill('not a key');
    const password = 'Linked-wallet-pass-3!';
    await submitNewWalletPassword(link, password, t('wallet.linkAction'));
    await expect(link.getByText(t('wallet.importInvalid'))).toBeVisible();
    await link.getByLabel(t('wallet.importLabel')).fill(existing.privateKey.slice(2));
    await link.getByRole('button', { name: t('wallet.linkAction') }).click();
    await expect(page.getByText(t('wallet.linked'))).toBeVisible();

    expect((await selfOf(page.request)).walletAddress).toBe(existing.address);
    expect(await privateKeyInVault(page.request, password)).toBe(existing.privateKey);
    await expectNoSecretLeft(traffic, { password, privateKey: existing.privateKey });
  });

  test('a Google sign-in makes a wallet with nothing to type, and opens it again by itself once the cache expired', async ({ page, context }) => {
    await page.goto(`/loading?auth=true&authPath=signup&redirect=${encodeURIComponent('/')}`);
    await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
    await page.locator('#google-email').fill(`wallet-google-${randomUUID()}@marketplace.test`);
    await page.getByRole('button', { name: 'Continue with Google (local stand-in)' }).click();
    await acceptTermsModal(page);
    const create = modalDialog(page, 'wallet-create');
    await expect(create.getByText(t('wallet.protectedByProvider', { provider: 'Google' }))).toBeVisible();
    await expect(create.getByLabel(t('wallet.newPassword'), { exact: true })).toHaveCount(0);
    await create.getByRole('button', { name: t('wallet.createAction') }).click();
    await expect(page.getByText(t('wallet.created'))).toBeVisible();
    const { id: userId } = await selfOf(page.request);
    expect(Object.keys(await vaultOf(page.request)).sort()).toEqual(['google', 'rescue']);

    // The cache gone, a reload opens the Google copy with the secret the Google session releases.
    await expireKeyCache(context, userId);
    await page.reload();
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === keyCacheCookieName(userId)), {
        message: 'the wallet was opened again and cached',
      })
      .toBe(true);
    await expect(modalDialog(page, 'wallet-locked')).toHaveCount(0);
  });

  test('a vault holding the key in clear opens the update flow, which cannot be dismissed and re-wraps the key', async ({ page }) => {
    await freshAccount(page, 'wallet-legacy');
    const legacy = Wallet.createRandom();
    // Storing a key in clear is a vault change only a freshly re-authenticated session may make.
    await apiAs(page.request, 'POST', '/api/auth/verify/password', { password: FRESH_ACCOUNT_PASSWORD });
    expect((await apiAs(page.request, 'PUT', '/api/vault/keys', { privateKey: { value: legacy.privateKey, time: new Date().toISOString() } })).status).toBe(
      200,
    );
    const registered = await apiAs(
      page.request,
      'POST',
      '/api/users/self/wallet',
      { walletAddress: legacy.address },
      { 'X-Humanity-Token': await humanityToken(page.request, 'wallet') },
    );
    expect(registered.status).toBe(200);

    await page.reload();
    const update = modalDialog(page, 'wallet-create');
    await expect(update.getByRole('heading', { name: t('wallet.updateHeading') })).toBeVisible();
    await expect(update.getByRole('button', { name: message('en', 'modal.close') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(update).toBeVisible();
    await saveScreenshot(page, 'wallet-update');

    const password = 'Legacy-update-77!q';
    await update.getByLabel(t('wallet.accountPassword'), { exact: true }).fill(FRESH_ACCOUNT_PASSWORD);
    await submitNewWalletPassword(update, password, t('wallet.updateAction'));
    await expect(page.getByText(t('wallet.updated'))).toBeVisible();
    await expect(update).toBeHidden();

    const vault = await vaultOf(page.request);
    expect(Object.keys(vault).sort()).toEqual(['password', 'rescue']);
    expect(await privateKeyInVault(page.request, password)).toBe(legacy.privateKey);
  });

  test('create, sign a mint over the bus, reload from the cache, unlock, lock, rescue: the old password opens nothing', async ({ page, context }) => {
    test.setTimeout(120_000);
    const traffic = recordTraffic(page);
    const firstPassword = 'First-wallet-pass-1!';
    const newPassword = 'Rescued-wallet-pass-2!';

    // The demo account has GEM and no wallet yet: sign-in offers one.
    await signInThroughIdentityPage(page, SEED_DEMO);
    await submitNewWalletPassword(modalDialog(page, 'wallet-create'), firstPassword, t('wallet.createAction'));
    await expect(page.getByText(t('wallet.created'))).toBeVisible();
    const { id: userId } = await selfOf(page.request);

    // The key is in memory: a mint signature asks nothing more than a confirmation; the server verifies it.
    const firstMint = await reserveMint(page);
    await askToPay(page, firstMint);
    await expect(signDialog(page).getByLabel(t('wallet.walletPassword'), { exact: true })).toHaveCount(0);
    await expect(
      signDialog(page)
        .getByRole('region', { name: t('wallet.signSummary') })
        .getByText(`Mint: ${firstMint}`),
    ).toBeVisible();
    await saveScreenshot(page, 'wallet-sign');
    await expectNoAxeViolations(page, 'dialog[open]');
    await signDialog(page)
      .getByRole('button', { name: t('wallet.signAction') })
      .click();
    await expectPaid(page, firstMint);
    await saveScreenshot(page, 'mint-paid');
    await expectNoAxeViolations(page);

    // A reload finds the key in the one-hour cache: still nothing to type. Declining signs nothing.
    const secondMint = await reserveMint(page);
    await page.reload();
    await askToPay(page, secondMint);
    await expect(signDialog(page).getByRole('button', { name: t('wallet.signAction') })).toBeEnabled();
    await expect(signDialog(page).getByLabel(t('wallet.walletPassword'), { exact: true })).toHaveCount(0);
    await signDialog(page)
      .getByRole('button', { name: t('wallet.decline') })
      .click();
    await expect(signDialog(page)).toBeHidden();
    expect((await apiAs(page.request, 'GET', `/api/users/self/mints/${secondMint}`)).body.payload.status).toBe('RESERVED');

    // The cache expired: the signature asks for the password, which opens the wallet.
    await expireKeyCache(context, userId);
    await page.reload();
    await askToPay(page, secondMint);
    await signDialog(page).getByLabel(t('wallet.walletPassword'), { exact: true }).fill(firstPassword);
    await saveScreenshot(page, 'wallet-sign-password');
    await signDialog(page)
      .getByRole('button', { name: t('wallet.signAction') })
      .click();
    await expectPaid(page, secondMint);

    // A wrong password locks the wallet: the request fails and the locked modal opens.
    const thirdMint = await reserveMint(page);
    await expireKeyCache(context, userId);
    await page.reload();
    await askToPay(page, thirdMint);
    await signDialog(page).getByLabel(t('wallet.walletPassword'), { exact: true }).fill('not-the-password');
    await signDialog(page)
      .getByRole('button', { name: t('wallet.signAction') })
      .click();
    const locked = modalDialog(page, 'wallet-locked');
    await expect(locked.getByRole('heading', { name: t('wallet.lockedHeading') })).toBeVisible();
    await expect(page.getByText(t('mint.failure.walletLocked'))).toBeVisible();
    await saveScreenshot(page, 'wallet-locked');
    await expectNoAxeViolations(page, 'dialog[open]');

    // Rescue: a rescue sign-in, then a new password.
    await locked.getByRole('link', { name: t('wallet.rescueLink') }).click();
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/rescue`);
    await expect(locked).toBeHidden();
    await page.getByRole('link', { name: t('wallet.rescueSignIn') }).click();
    await page.waitForURL(`${API_ORIGIN}/idp/authorize**`);
    await submitIdentityPage(page, SEED_DEMO);
    await page.waitForURL(`${SHELL_ORIGIN}/rescue`);
    await expect(page.getByText(t('wallet.rescueNewPasswordIntro'))).toBeVisible();
    await saveScreenshot(page, 'wallet-rescue');
    await expectNoAxeViolations(page);
    await submitNewWalletPassword(page.locator('main'), newPassword, t('wallet.rescueAction'));
    await expect(page.getByText(t('wallet.rescuedBody'))).toBeVisible();
    const privateKey = await privateKeyInVault(page.request, newPassword);
    expect(await page.evaluate(() => window.sessionStorage.getItem('marketplace:wallet-cache-key'))).toMatch(/^[A-Za-z0-9]{16}$/);

    // The old password opens nothing any more; the new one does.
    await expireKeyCache(context, userId);
    await page.reload();
    await askToPay(page, thirdMint);
    await signDialog(page).getByLabel(t('wallet.walletPassword'), { exact: true }).fill(firstPassword);
    await signDialog(page)
      .getByRole('button', { name: t('wallet.signAction') })
      .click();
    await expect(locked).toBeVisible();
    await locked.getByLabel(t('wallet.walletPassword'), { exact: true }).fill(newPassword);
    await locked.getByRole('button', { name: t('wallet.unlockAction') }).click();
    await expect(page.getByText(t('wallet.unlocked'))).toBeVisible();
    await expect(locked).toBeHidden();
    await page.getByRole('button', { name: t('mint.confirm') }).click();
    await expect(signDialog(page).getByLabel(t('wallet.walletPassword'), { exact: true })).toHaveCount(0);
    await signDialog(page)
      .getByRole('button', { name: t('wallet.signAction') })
      .click();
    await expectPaid(page, thirdMint);

    // Nothing secret crossed the wire or stayed in storage: not the passwords, the key, or the rescue key,
    // including the error log, which heard of the wrong password.
    expect(traffic.rescueKey()).toBeTruthy();
    expect(traffic.sent.filter((entry) => entry.startsWith(`POST ${API_ORIGIN}/api/log`)).join()).toContain('Decryption failed.');
    await expectNoSecretLeft(traffic, { firstPassword, newPassword, privateKey, rescueKey: traffic.rescueKey()! });

    // Signing out destroys both halves of the key cache.
    await page.getByRole('button', { name: new RegExp(message('en', 'header.accountMenu')) }).click();
    await page.getByRole('button', { name: message('en', 'session.signOut') }).click();
    await expect(page.getByRole('link', { name: message('en', 'session.signIn') }).first()).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(keyCacheCookieName(userId));
    expect(await page.evaluate(() => window.sessionStorage.getItem('marketplace:wallet-cache-key'))).toBeNull();
  });
});
