import { ApiError, WalletSignError, type WalletSignFailure } from '@marketplace/contracts/wire';
import { BusNoHandlerError, BusTimeoutError } from '@marketplace/contracts/browser';

/** Why the wallet did not sign → the message shown; a decline was the person's own choice: nothing to say. */
const WALLET_REFUSALS: Record<WalletSignFailure, string | null> = {
  locked: 'selling.failure.walletLocked',
  declined: null,
  'no-wallet': 'selling.failure.noWallet',
  failed: 'selling.failure.walletFailed',
};

/** The server's refusals of listing and offer calls (their `message`, see `api/src/commerce` and `api/src/catalogue`) → the message shown. */
const SERVER_REFUSALS: Record<string, string> = {
  'Collectible already listed': 'selling.failure.alreadyListed',
  'Not your collectible': 'selling.failure.notYours',
  'Invalid signature': 'selling.failure.invalidSignature',
  'User address not found': 'selling.failure.noWallet',
  'Insufficient balance': 'selling.failure.insufficientBalance',
  'Listing is reserved': 'selling.failure.reserved',
  'Listing is sold': 'selling.failure.sold',
  'Listing is cancelled': 'selling.failure.withdrawn',
  'Listing not found': 'selling.failure.listingNotFound',
  'Offer not found': 'selling.failure.offerClosed',
  'Offer is not open': 'selling.failure.offerClosed',
  'Collectible is being bought': 'selling.failure.beingBought',
  'Collectible is already being transferred': 'selling.failure.beingTransferred',
  'Cannot make an offer on your own collectible': 'selling.failure.ownCollectible',
  'Collectible is held by the merchant': 'selling.failure.merchantHeld',
  'Collectible not found': 'selling.failure.collectibleNotFound',
  'Merchant not found': 'selling.failure.merchantClosed',
};

/** The person has no wallet address to sign with yet (the wallet remote offers to create one at sign-in). */
export class MissingWalletError extends Error {
  constructor() {
    super('No wallet to sign with');
    this.name = 'MissingWalletError';
  }
}

/**
 * What to tell the person about a failed listing, price change, withdrawal or offer call, as a
 * `selling.failure.*` key; null when there is nothing to say (they declined in the wallet).
 */
export function sellingFailureKey(error: unknown): string | null {
  // `?? …unexpected`: a wallet deployed later than this remote may give a reason it does not know yet.
  if (error instanceof WalletSignError) return error.reason in WALLET_REFUSALS ? WALLET_REFUSALS[error.reason] : 'selling.failure.unexpected';
  if (error instanceof MissingWalletError) return 'selling.failure.noWallet';
  if (error instanceof BusTimeoutError || error instanceof BusNoHandlerError) return 'selling.failure.walletUnavailable';
  if (error instanceof ApiError) {
    const known = error.answerMessage === null ? undefined : SERVER_REFUSALS[error.answerMessage];
    if (known) return known;
    if (error.kind === 'network' || error.kind === 'aborted') return 'selling.failure.network';
  }
  return 'selling.failure.unexpected';
}

/** Refusals that mean the listing or collectible is no longer what the page shows: read it again. */
export function isStaleStateFailure(key: string | null): boolean {
  return (
    key !== null &&
    [
      'selling.failure.alreadyListed',
      'selling.failure.notYours',
      'selling.failure.reserved',
      'selling.failure.sold',
      'selling.failure.withdrawn',
      'selling.failure.listingNotFound',
      'selling.failure.offerClosed',
      'selling.failure.beingBought',
      'selling.failure.beingTransferred',
    ].includes(key)
  );
}
