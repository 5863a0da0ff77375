import { expect, test as setup, type Page } from '@playwright/test';
import { API_ORIGIN, bearerOf, humanityToken, SEED_ADMIN, SIGNED_IN_STATE, signInThroughIdentityPage } from './support/sessions';

/**
 * A user whose vault and wallet are in place opens pages without the wallet-create modal. A password
 * sign-in opens the vault only when a signature is asked for, which the pages these users visit never
 * do, so a stand-in envelope is enough; the server never reads envelopes either way.
 */
async function giveWalletAndKeys(page: Page, walletAddress: string): Promise<void> {
  const token = await bearerOf(page.request);
  const headers = { Authorization: `Bearer ${token}` };
  const keys = await page.request.put(`${API_ORIGIN}/api/vault/keys`, {
    headers,
    data: { password: { value: '{"v":1,"kdf":"pbkdf2","note":"e2e stand-in"}', time: new Date().toISOString() } },
  });
  expect(keys.ok()).toBe(true);
  const wallet = await page.request.post(`${API_ORIGIN}/api/users/self/wallet`, {
    headers: { ...headers, 'X-Humanity-Token': await humanityToken(page.request, 'wallet') },
    data: { walletAddress },
  });
  expect(wallet.ok()).toBe(true);
}

setup('a signed-in user with a wallet', async ({ page }) => {
  await signInThroughIdentityPage(page, { email: 'e2e-user@marketplace.test', password: 'e2e-password-1', signUp: true });
  await giveWalletAndKeys(page, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  await page.context().storageState({ path: SIGNED_IN_STATE.user });
});

setup('the seeded ADMIN, with a wallet', async ({ page }) => {
  await signInThroughIdentityPage(page, SEED_ADMIN);
  await giveWalletAndKeys(page, '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359');
  await page.context().storageState({ path: SIGNED_IN_STATE.admin });
});
