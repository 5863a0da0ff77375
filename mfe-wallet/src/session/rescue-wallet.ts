import { isLegacyVault } from '@marketplace/contracts/wire';
import { HUMANITY_ACTIONS } from './humanity-gate';
import { rescueSecret } from './rescue-keys';
import type { WalletSessionContext } from './session-context';
import { ownerOf, vaultKeys, walletAddressOf } from './session-keys';
import { becameUnlocked, forgetStaleKey } from './wallet-unlock';

/** Spec §4 rescue: in a rescue sign-in, open the rescue copy and wrap the key under a new password. */
export async function rescueWallet(context: WalletSessionContext, newPassword: string): Promise<void> {
  const { api, custody, state, emit } = context;
  const current = context.generation;
  const rescue = await rescueSecret(context, HUMANITY_ACTIONS.rescue);
  const keys = await vaultKeys(context);
  const update = isLegacyVault(keys)
    ? await custody.updateLegacy(ownerOf(context), walletAddressOf(context), keys, 'password', newPassword, rescue)
    : await custody.rescue(ownerOf(context), walletAddressOf(context), keys, rescue.secret, newPassword);
  await api.vault.saveKeys(update);
  if (current !== context.generation) return forgetStaleKey(context);
  state.setState({ method: 'password' });
  emit('wallet:user-patch', { requireWalletUpdate: false });
  await becameUnlocked(context);
}
