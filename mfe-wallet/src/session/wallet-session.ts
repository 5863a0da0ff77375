import { confirmSignature, declineSignature, sign } from './bus-signing';
import { createWallet } from './create-wallet';
import { exportKey } from './export-key';
import { refreshBalance } from './refresh-balance';
import { rescueWallet } from './rescue-wallet';
import { createSessionContext, type WalletSessionDeps } from './session-context';
import { providerSecret } from './session-keys';
import { signedIn, signedOut, type SessionFacts, type SignedInUser } from './sign-in-and-out';
import { needsRescueSignIn, updateLegacyWallet } from './update-legacy-wallet';
import { unlockWith } from './wallet-unlock';

export { HUMANITY_ACTIONS } from './humanity-gate';
export type { SessionFacts, SignedInUser } from './sign-in-and-out';
export type { WalletSessionDeps } from './session-context';

/**
 * The wallet's behaviour over a signed-in session (spec §4), one file per part: unlock at sign-in
 * and forget at logout (`sign-in-and-out`), unlock with a password or the provider's secret and lock
 * on failure (`wallet-unlock`), create / link (`create-wallet`), update a legacy vault
 * (`update-legacy-wallet`), rescue (`rescue-wallet`) and sign over the bus after the person confirms
 * (`bus-signing`), and show the key for the person to keep (`export-key`). Each takes the shared context explicitly. No React: the host component wires it
 * to the shell's session store and the bus.
 */
export function createWalletSession(deps: WalletSessionDeps) {
  const context = createSessionContext(deps);
  return {
    state: context.state,
    signedIn: (user: SignedInUser, facts: SessionFacts) => signedIn(context, user, facts),
    signedOut: () => signedOut(context),
    unlockWithPassword: (password: string) => unlockWith(context, async () => password),
    /** Google / Apple: asks the provider's secret again (the locked modal's "try again"). */
    retryProviderUnlock: () => unlockWith(context, () => providerSecret(context)),
    create: (options: { password?: string | null; existingKey?: string }) => createWallet(context, options),
    updateLegacy: (options: { password?: string | null; accountPassword: string }) => updateLegacyWallet(context, options),
    needsRescueSignIn: () => needsRescueSignIn(context),
    rescue: (newPassword: string) => rescueWallet(context, newPassword),
    sign: (request: { message: string; purpose: string }) => sign(context, request),
    confirmSignature: (password: string | null) => confirmSignature(context, password),
    declineSignature: () => declineSignature(context),
    refreshBalance: () => refreshBalance(context),
    /** The private key, opened afresh with the password: for the key export page only. */
    exportKey: (password: string | null) => exportKey(context, password),
  };
}

export type WalletSession = ReturnType<typeof createWalletSession>;
