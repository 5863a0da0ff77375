import { expect, test as setup, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { encryptWithPassword, LEGACY_ITERATIONS } from '../../mfe-wallet/src/crypto/index';
import { humanityToken, SEED_ADMIN, SIGNED_IN_STATE, signInThroughIdentityPage } from './support/sessions';
import { apiAs, selfOf } from './support/wallet';

/** The wallet password of the shared signed-in users, should a test ask one of them for a signature. */
const SHARED_WALLET_PASSWORD = 'shared-e2e-wallet-1';

/**
 * A user whose vault and wallet are in place opens pages without the wallet-create modal: a real
 * wallet, its key in a real envelope (at the spec's 100000 iterations, which still open, to keep the
 * setup quick), so a signature asked of these users works like anyone's.
 */
async function giveWalletAndKeys(page: Page): Promise<void> {
  const wallet = Wallet.createRandom();
  const { id: userId } = await selfOf(page.request);
  const envelope = await encryptWithPassword(wallet.privateKey, SHARED_WALLET_PASSWORD, { userId, iterations: LEGACY_ITERATIONS });
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
