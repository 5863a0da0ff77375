import { signedActionFailureKey } from '@marketplace/contracts/browser';

/** The server's refusals of listing and offer calls (their `message`, see `api/src/commerce` and `api/src/catalogue`) → the message's name under `selling.failure`. */
const SERVER_REFUSALS: Record<string, string> = {
  'Collectible already listed': 'alreadyListed',
  'Not your collectible': 'notYours',
  'Invalid signature': 'invalidSignature',
  'User address not found': 'noWallet',
  'Insufficient balance': 'insufficientBalance',
  'Listing is reserved': 'reserved',
  'Listing is sold': 'sold',
  'Listing is cancelled': 'withdrawn',
  'Listing not found': 'listingNotFound',
  'Offer not found': 'offerClosed',
  'Offer is not open': 'offerClosed',
  'Collectible is being bought': 'beingBought',
  'Collectible is already being transferred': 'beingTransferred',
  'Cannot make an offer on your own collectible': 'ownCollectible',
  'Collectible is held by the merchant': 'merchantHeld',
  'Collectible not found': 'collectibleNotFound',
  'Merchant not found': 'merchantClosed',
};

/**
 * What to tell the person about a failed listing, price change, withdrawal or offer call, as a
 * `selling.failure.*` key; null when there is nothing to say (they declined in the wallet).
 */
export function sellingFailureKey(error: unknown): string | null {
  return signedActionFailureKey(error, 'selling.failure', SERVER_REFUSALS);
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
