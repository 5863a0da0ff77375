import { test as setup, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { SEED_ADMIN, SIGNED_IN_STATE, signInThroughIdentityPage } from './support/sessions';
import { acceptTermsModal } from './support/terms';
import { registerWallet } from './support/wallet';

/** The wallet password of the shared signed-in users, should a test ask one of them for a signature. */
const SHARED_WALLET_PASSWORD = 'shared-e2e-wallet-1';

/**
 * A user whose vault and wallet are in place opens pages without the wallet-create modal: a real
 * wallet, its key in a real envelope, so a signature asked of these users works like anyone's.
 */
async function giveWalletAndKeys(page: Page): Promise<void> {
  await registerWallet(page, Wallet.createRandom(), SHARED_WALLET_PASSWORD);
}

setup('a signed-in user with a wallet', async ({ page }) => {
  await signInThroughIdentityPage(page, { email: 'e2e-user@marketplace.test', password: 'e2e-password-1', signUp: true });
  await acceptTermsModal(page);
  await giveWalletAndKeys(page);
  await page.context().storageState({ path: SIGNED_IN_STATE.user });
});

setup('the seeded ADMIN, with a wallet', async ({ page }) => {
  await signInThroughIdentityPage(page, SEED_ADMIN);
  await giveWalletAndKeys(page);
  await page.context().storageState({ path: SIGNED_IN_STATE.admin });
});
