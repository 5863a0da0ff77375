import { ApiError } from '../../wire/api/api-error';
import { WalletSignError, type WalletSignFailure } from '../../wire/wallet/wallet-sign-error';
import { BusNoHandlerError, BusTimeoutError } from '../bus/event-bus';
import { NoWalletToSignError } from './no-wallet-to-sign-error';

/** Why the wallet did not sign → the message's name; a decline was the person's own choice: nothing to say. */
const WALLET_REFUSALS: Record<WalletSignFailure, string | null> = {
  locked: 'walletLocked',
  declined: null,
  'no-wallet': 'noWallet',
  failed: 'walletFailed',
};

/**
 * What to tell the person about an act signed in the wallet that failed (a purchase, a listing, an
 * offer, a craft), as a key of the page's own `failures` messages (`{failures}.walletLocked`, `.network`, …):
 * - the wallet's refusals (`walletLocked`, `noWallet`, `walletFailed`; a decline is null: nothing to say),
 *   and no wallet at all (`noWallet`, {@link NoWalletToSignError});
 * - the bus not answering (`walletUnavailable`);
 * - the server's refusals that the `serverRefusals` table names, by the answer's `message`;
 * - a lost connection (`network`);
 * - else `unexpected` (a refusal the table does not name, a wallet reason newer than the page, a bug).
 */
export function signedActionFailureKey(error: unknown, failures: string, serverRefusals: Readonly<Record<string, string>>): string | null {
  const key = (name: string) => `${failures}.${name}`;
  if (error instanceof WalletSignError) {
    // A wallet deployed later than this page may give a reason the page does not know yet.
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
