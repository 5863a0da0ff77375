import { expect, test as setup, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { encryptWithPassword, LEGACY_ITERATIONS } from '../../mfe-wallet/src/crypto/index';
import { API_ORIGIN, bearerOf, humanityToken, SEED_ADMIN, SIGNED_IN_STATE, signInThroughIdentityPage } from './support/sessions';
import { selfOf } from './support/wallet';

/** The wallet password of the shared signed-in users, should a test ask one of them for a signature. */
const SHARED_WALLET_PASSWORD = 'shared-e2e-wallet-1';

/**
 * A user whose vault and wallet are in place opens pages without the wallet-create modal: a real
 * wallet, its key in a real envelope (at the spec's 100000 iterations, which still open, to keep the
 * setup quick), so a signature asked of these users works like anyone's.
 */
async function giveWalletAndKeys(page: Page): Promise<void> {
  const token = await bearerOf(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const wallet = Wallet.createRandom();
  const { id: userId } = await selfOf(page.request);
  const envelope = await encryptWithPassword(wallet.privateKey, SHARED_WALLET_PASSWORD, { userId, iterations: LEGACY_ITERATIONS });
  const keys = await page.request.put(`${API_ORIGIN}/api/vault/keys`, {
    headers,
    data: { password: { value: envelope, time: new Date().toISOString() } },
  });
  expect(keys.ok()).toBe(true);
  const registered = await page.request.post(`${API_ORIGIN}/api/users/self/wallet`, {
    headers: { ...headers, 'X-Humanity-Token': await humanityToken(page.request, 'wallet') },
    data: { walletAddress: wallet.address },
  });
  expect(registered.ok()).toBe(true);
}

setup('a signed-in user with a wallet', async ({ page }) => {
  await signInThroughIdentityPage(page, { email: 'e2e-user@marketplace.test', password: 'e2e-password-1', signUp: true });
  await giveWalletAndKeys(page);
  await page.context().storageState({ path: SIGNED_IN_STATE.user });
});

setup('the seeded ADMIN, with a wallet', async ({ page }) => {
  await signInThroughIdentityPage(page, SEED_ADMIN);
  await giveWalletAndKeys(page);
  await page.context().storageState({ path: SIGNED_IN_STATE.admin });
});
