import { WalletSignError } from '@marketplace/contracts/wire';
import type { WalletSessionContext } from './session-context';
import { secretFor, walletAddressOf } from './session-keys';
import { unlockWith } from './wallet-unlock';

/** Answers the waiting `wallet:sign` request (if any) and retires the sign modal. */
export function settleSignature(context: WalletSessionContext, outcome: { signature: string; address: string } | WalletSignError): void {
  const waiting = context.waiter;
  context.waiter = null;
  context.state.setState({ pendingSignature: null });
  context.emit('wallet:modal-done', { kind: 'wallet-sign' });
  if (!waiting) return;
  if (outcome instanceof WalletSignError) waiting.reject(outcome);
  else waiting.resolve(outcome);
}

/** The `wallet:sign` handler: waits for the person's answer in the sign modal; the key never leaves. */
export function sign(context: WalletSessionContext, request: { message: string; purpose: string }): Promise<{ signature: string; address: string }> {
  const { status } = context.state.getState();
  if (status === 'signed-out' || status === 'no-wallet') {
    if (status === 'no-wallet') context.emit('wallet:modal', { kind: 'wallet-create', mode: 'create' });
    return Promise.reject(new WalletSignError('no-wallet'));
  }
  if (status === 'legacy') {
    context.emit('wallet:modal', { kind: 'wallet-create', mode: 'update' });
    return Promise.reject(new WalletSignError('locked'));
  }
  if (status === 'locked') {
    context.emit('wallet:modal', { kind: 'wallet-locked', variant: 'locked' });
    return Promise.reject(new WalletSignError('locked'));
  }
  // One question at a time: a second request while the first waits is refused, not queued unseen.
  if (context.waiter) return Promise.reject(new WalletSignError('declined'));
  return new Promise((resolve, reject) => {
    context.waiter = { resolve, reject };
    context.state.setState({ pendingSignature: { message: request.message, purpose: request.purpose } });
    context.emit('wallet:modal', { kind: 'wallet-sign' });
  });
}

/**
 * The person confirmed in the sign modal (with their password when the key is still sealed).
 * A password that does not open the wallet locks it and fails the request as `locked` (spec §4).
 */
export async function confirmSignature(context: WalletSessionContext, password: string | null): Promise<void> {
  const { custody } = context;
  const request = context.state.getState().pendingSignature;
  if (!request) return;
  if (!custody.isUnlocked()) {
    try {
      await unlockWith(context, () => secretFor(context, password));
    } catch (error) {
      settleSignature(context, new WalletSignError('locked', { cause: error }));
      throw error;
    }
  }
  try {
    const signature = await custody.sign(request.message);
    settleSignature(context, { signature, address: custody.address() ?? walletAddressOf(context) });
  } catch (error) {
    settleSignature(context, new WalletSignError('failed', { cause: error }));
    throw error;
  }
}

/** The person said no: the waiting request fails as `declined`. */
export function declineSignature(context: WalletSessionContext): void {
  if (context.waiter) settleSignature(context, new WalletSignError('declined'));
}
