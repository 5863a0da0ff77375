import { test as setup, type Page } from '@playwright/test';
import { Wallet } from 'ethers';
import { SEED_ADMIN, SIGNED_IN_STATE, sessionThroughApi, signUpThroughApi, untilSignedIn } from './support/sessions';
import { acceptTermsThroughApi } from './support/terms';
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

/** The page's state once the shell has taken the session up (what a stored state must hold for the next test's tab). */
async function saveSignedInState(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await untilSignedIn(page);
  await page.context().storageState({ path });
}

// Through the identity provider's real endpoints with requests, not its page: sign-up and sign-in are the
// subjects of their own specs (identity-page, session, guards), and these two only set the suite up.
setup('a signed-in user with a wallet', async ({ page }) => {
  const bearer = await signUpThroughApi(page.request, { email: 'e2e-user@marketplace.test', password: 'e2e-password-1' });
  await acceptTermsThroughApi(page.request, bearer);
  await giveWalletAndKeys(page);
  await saveSignedInState(page, SIGNED_IN_STATE.user);
});

setup('the seeded ADMIN, with a wallet', async ({ page }) => {
  await sessionThroughApi(page.request, SEED_ADMIN);
  await giveWalletAndKeys(page);
  await saveSignedInState(page, SIGNED_IN_STATE.admin);
});
