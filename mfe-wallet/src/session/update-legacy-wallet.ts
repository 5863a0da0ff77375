import { isLegacyVault } from '@marketplace/contracts/wire';
import { CUSTODY_ERRORS } from '../custody/custody-errors';
import { HUMANITY_ACTIONS } from './humanity-gate';
import { rescuePublicKey } from './rescue-keys';
import type { WalletSessionContext } from './session-context';
import { ownerOf, secretFor, vaultKeys, walletAddressOf } from './session-keys';
import { becameUnlocked, forgetStaleKey } from './wallet-unlock';

/**
 * Update mode (spec §4 legacy): a key kept in clear is wrapped under the sign-in method (with a
 * rescue copy when there was none). A vault holding only a rescue copy needs a rescue sign-in:
 * `needsRescueSignIn` says so before anything is asked.
 */
export async function updateLegacyWallet(
  context: WalletSessionContext,
  { password = null, accountPassword }: { password?: string | null; accountPassword: string },
): Promise<void> {
  const { api, custody, state, emit } = context;
  const current = context.generation;
  // Removing the plain key replaces a vault entry, which the server allows a freshly re-authenticated session only.
  const verified = await api.password.verify(accountPassword);
  // null or an ApiError: the check itself failed (too many attempts, the network), not the password.
  if (!verified || verified instanceof Error) throw new Error(CUSTODY_ERRORS.createFailed, { cause: verified });
  if (!verified.valid) throw new Error(CUSTODY_ERRORS.wrongAccountPassword);
  const keys = await vaultKeys(context);
  const secret = await secretFor(context, password);
  const rescue = keys.rescue ? undefined : await rescuePublicKey(context, HUMANITY_ACTIONS.create);
  const update = await custody.updateLegacy(ownerOf(context), walletAddressOf(context), keys, state.getState().method, secret, rescue);
  await api.vault.saveKeys(update);
  if (current !== context.generation) return forgetStaleKey(context);
  emit('wallet:user-patch', { requireWalletUpdate: false });
  await becameUnlocked(context);
}

/** A legacy vault with no plain key left holds only the rescue copy: only a rescue sign-in can update it. */
export async function needsRescueSignIn(context: WalletSessionContext): Promise<boolean> {
  const keys = await vaultKeys(context);
  return !keys.privateKey && isLegacyVault(keys);
}
