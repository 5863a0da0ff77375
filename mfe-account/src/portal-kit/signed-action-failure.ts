import { ApiError, WalletSignError, type WalletSignFailure } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';

/** The person has no wallet address to sign with (the wallet remote offers to make one at sign-in). */
export class NoWalletToSignError extends Error {
  constructor() {
    super('No wallet to sign with');
    this.name = 'NoWalletToSignError';
  }
}

/** Why the wallet did not sign → the message's name; a decline was the person's own choice: nothing to say. */
const WALLET_REFUSALS: Record<WalletSignFailure, string | null> = {
  locked: 'walletLocked',
  declined: null,
  'no-wallet': 'noWallet',
  failed: 'walletFailed',
};

/**
 * What to tell the person about an act signed in the wallet that failed, as a key of the page's own
 * `failures` messages (`{failures}.walletLocked`, `.network`, …): the wallet's refusals, the bus not
 * answering, the server's refusals that `serverRefusals` names (by the answer's `message`), a network
 * failure, else `.unexpected`. Null when there is nothing to say (they declined in their wallet).
 */
export function signedActionFailureKey(error: unknown, failures: string, serverRefusals: Readonly<Record<string, string>>): string | null {
  const key = (name: string) => `${failures}.${name}`;
  if (error instanceof WalletSignError) {
    const refusal = error.reason in WALLET_REFUSALS ? WALLET_REFUSALS[error.reason] : 'unexpected';
    return refusal === null ? null : key(refusal);
  }
  if (error instanceof NoWalletToSignError) return key('noWallet');
  if (error instanceof BusTimeoutError || error instanceof BusNoHandlerError) return key('walletUnavailable');
  if (error instanceof ApiError) {
    const known = error.answerMessage === null ? undefined : serverRefusals[error.answerMessage];
    if (known) return key(known);
    if (error.kind === 'network' || error.kind === 'aborted') return key('network');
  }
  return key('unexpected');
}
