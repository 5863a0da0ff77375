import { withHumanityToken } from '@marketplace/contracts/browser';
import { CUSTODY_ERRORS } from '../custody/custody-errors';
import { HUMANITY_ACTIONS } from './humanity-gate';
import { refreshBalance } from './refresh-balance';
import { rescuePublicKey } from './rescue-keys';
import type { WalletSessionContext } from './session-context';
import { ownerOf, secretFor } from './session-keys';
import { becameUnlocked, forgetStaleKey } from './wallet-unlock';

/** Wallet creation (spec §4), or link mode with `existingKey`: wrap, seal for rescue, save, register. */
export async function createWallet(
  context: WalletSessionContext,
  { password = null, existingKey }: { password?: string | null; existingKey?: string },
): Promise<string> {
  const { api, custody, state, emit } = context;
  const current = context.generation;
  const { method } = state.getState();
  const secret = await secretFor(context, password);
  const rescue = await rescuePublicKey(context, HUMANITY_ACTIONS.create);
  const { address, keys } = await custody.create(ownerOf(context), method, secret, rescue, existingKey);
  try {
    await api.vault.saveKeys(keys);
    await withHumanityToken(context.humanity(), HUMANITY_ACTIONS.create, (token) => api.wallet.register({ walletAddress: address }, token));
  } catch (cause) {
    if (current === context.generation) custody.lock();
    else forgetStaleKey(context);
    throw new Error(CUSTODY_ERRORS.createFailed, { cause });
  }
  // Signed out (or in as someone else) meanwhile: the wallet exists on the server, its key leaves this page.
  if (current !== context.generation) {
    forgetStaleKey(context);
    return address;
  }
  state.setState({ address });
  emit('wallet:user-patch', { walletAddress: address, requireWalletUpdate: false });
  await becameUnlocked(context);
  void refreshBalance(context);
  return address;
}
