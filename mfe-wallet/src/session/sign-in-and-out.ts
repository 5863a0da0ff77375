import { WalletSignError, type SignInMethod } from '@marketplace/contracts/wire';
import { settleSignature } from './bus-signing';
import { refreshBalance } from './refresh-balance';
import type { WalletSessionContext } from './session-context';
import { providerSecret } from './session-keys';
import { WALLET_SIGNED_OUT } from './wallet-state';
import { unlockWith } from './wallet-unlock';

export interface SignedInUser {
  id: string;
  walletAddress: string | null;
  requireWalletUpdate: boolean;
}

export interface SessionFacts {
  method: SignInMethod;
  rescue: boolean;
  /** Names this sign-in, so the same session is not started twice. */
  sessionKey: string;
}

/** A session began (or was restored on reload): unlock what can be unlocked without asking. */
export async function signedIn(context: WalletSessionContext, user: SignedInUser, facts: SessionFacts): Promise<void> {
  const { custody, cache, state } = context;
  const current = ++context.generation;
  custody.lock();
  const status = !user.walletAddress ? 'no-wallet' : user.requireWalletUpdate ? 'legacy' : 'opening';
  if (context.waiter) settleSignature(context, new WalletSignError('declined'));
  state.setState({
    ...WALLET_SIGNED_OUT,
    status,
    sessionKey: facts.sessionKey,
    userId: user.id,
    address: user.walletAddress,
    method: facts.method,
    rescueSession: facts.rescue,
  });
  if (status !== 'opening' || !user.walletAddress) return;
  void refreshBalance(context);

  const cached = await cache.read(user.id);
  if (current !== context.generation) return;
  if (cached && custody.unlockFromCache(cached, user.walletAddress)) {
    state.setState({ status: 'unlocked' });
    return;
  }
  // A Google or Apple sign-in releases the secret of that copy: no one needs to type anything.
  // A failure has locked the wallet or asked support already.
  if (facts.method !== 'password') await unlockWith(context, () => providerSecret(context)).catch(() => undefined);
  // A password wallet waits, sealed, for the password its first signature asks.
  if (current === context.generation && state.getState().status === 'opening') state.setState({ status: 'sealed' });
}

/** Logout (spec §4): the key leaves memory, and both halves of the cache are destroyed. */
export function signedOut(context: WalletSessionContext): void {
  const { custody, cache, state } = context;
  context.generation++;
  const { userId } = state.getState();
  custody.lock();
  if (context.waiter) settleSignature(context, new WalletSignError('declined'));
  state.setState(WALLET_SIGNED_OUT, true);
  if (userId) {
    try {
      cache.destroy(userId);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
}
