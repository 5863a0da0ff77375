import { ApiError, WalletSignError, type WalletSignFailure } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';

/** The person has no wallet address to sign an acceptance with (the wallet remote offers to make one at sign-in). */
export class NoWalletToSignError extends Error {
  constructor() {
    super('No wallet to sign with');
    this.name = 'NoWalletToSignError';
  }
}

/** Why the wallet did not sign → what the page says; a decline was the person's own choice: nothing to say. */
const WALLET_REFUSALS: Record<WalletSignFailure, string | null> = {
  locked: 'offersPage.failure.walletLocked',
  declined: null,
  'no-wallet': 'offersPage.failure.noWallet',
  failed: 'offersPage.failure.walletFailed',
};

/** The server's refusals of the accept, decline and withdraw calls (their `message`, see `api/src/commerce/offers.ts`). */
const SERVER_REFUSALS: Record<string, string> = {
  'Invalid signature': 'offersPage.failure.invalidSignature',
  'User address not found': 'offersPage.failure.noWallet',
  'Insufficient balance': 'offersPage.failure.bidderShort',
  'Offer not found': 'offersPage.failure.closed',
  'Offer is not open': 'offersPage.failure.closed',
  'Collectible is being bought': 'offersPage.failure.beingBought',
  'Collectible is already being transferred': 'offersPage.failure.beingTransferred',
};

/**
 * What to tell the person about a failed accept, decline or withdraw, as an `offersPage.failure.*` key;
 * null when there is nothing to say (they declined in their wallet).
 */
export function offerFailureKey(error: unknown): string | null {
  if (error instanceof WalletSignError) return error.reason in WALLET_REFUSALS ? WALLET_REFUSALS[error.reason] : 'offersPage.failure.unexpected';
  if (error instanceof NoWalletToSignError) return 'offersPage.failure.noWallet';
  if (error instanceof BusTimeoutError || error instanceof BusNoHandlerError) return 'offersPage.failure.walletUnavailable';
  if (error instanceof ApiError) {
    const known = error.answerMessage === null ? undefined : SERVER_REFUSALS[error.answerMessage];
    if (known) return known;
    if (error.kind === 'network' || error.kind === 'aborted') return 'offersPage.failure.network';
  }
  return 'offersPage.failure.unexpected';
}
