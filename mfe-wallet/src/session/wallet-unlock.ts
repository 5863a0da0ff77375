import { UnlockError, type UnlockFailureKind } from '../custody/custody-errors';
import type { WalletSessionContext } from './session-context';
import { ownerOf, vaultKeys, walletAddressOf } from './session-keys';

/** The key is in memory: keep it an hour (spec §4) and tell the shell the wallet is usable. */
export async function becameUnlocked({ custody, cache, state, emit }: WalletSessionContext): Promise<void> {
  const privateKey = custody.exportForCache();
  const { userId } = state.getState();
  if (privateKey && userId) await cache.store(userId, privateKey).catch((error: unknown) => console.error('The wallet key could not be cached', error));
  state.setState({ status: 'unlocked' });
  emit('wallet:user-patch', { walletLocked: false });
  emit('wallet:modal-done', { kind: 'wallet-locked' });
}

/** Spec §4: a failed unlock locks (or asks support), except on `/rescue`, where the person is fixing it. */
function failedToUnlock(context: WalletSessionContext, kind: UnlockFailureKind): void {
  if (context.isOnRescuePage()) return;
  if (kind === 'locked') {
    context.state.setState({ status: 'locked' });
    context.emit('wallet:user-patch', { walletLocked: true });
  }
  context.emit('wallet:modal', { kind: 'wallet-locked', variant: kind });
}

/**
 * An unlock (or create, update, rescue) that ended after a logout or a newer sign-in: the custody already holds its key, which
 * must not stay in memory (nor sign) for the session now shown, unless it is that session's own.
 */
export function forgetStaleKey({ custody, state }: WalletSessionContext): void {
  const { status, address } = state.getState();
  if (status === 'unlocked' && address && custody.address()?.toLowerCase() === address.toLowerCase()) return;
  custody.lock();
  if (status === 'unlocked') state.setState({ status: 'sealed' });
}

function kindOf(error: unknown): UnlockFailureKind {
  return error instanceof UnlockError ? error.kind : 'support';
}

/**
 * Opens the person's vault entry with the secret `secretOf` gives (their password, or what their
 * Google / Apple sign-in releases); any failure, even to get the secret, locks or asks support, and
 * is rethrown for the form to show.
 */
export async function unlockWith(context: WalletSessionContext, secretOf: () => Promise<string>): Promise<void> {
  const { api, custody, state } = context;
  const current = context.generation;
  try {
    const secret = await secretOf();
    const keys = await vaultKeys(context);
    if (current !== context.generation) return;
    const { rewrapped } = await custody.unlock(ownerOf(context), walletAddressOf(context), keys, state.getState().method, secret);
    if (current !== context.generation) return forgetStaleKey(context);
    // Today's iteration count for an envelope made with fewer; the old one still opens meanwhile.
    if (rewrapped) await api.vault.saveKeys(rewrapped).catch((error: unknown) => console.error('The re-wrapped key could not be saved', error));
    if (current !== context.generation) return forgetStaleKey(context);
    await becameUnlocked(context);
  } catch (error) {
    if (current === context.generation) failedToUnlock(context, kindOf(error));
    throw error;
  }
}
