import { signedActionFailureKey } from '@marketplace/contracts/browser';

/** The server's refusals of the accept, decline and withdraw calls (their `message`, see `api/src/commerce/offers.ts`). */
const SERVER_REFUSALS: Record<string, string> = {
  'Invalid signature': 'invalidSignature',
  'User address not found': 'noWallet',
  'Insufficient balance': 'bidderShort',
  'Offer not found': 'closed',
  'Offer is not open': 'closed',
  'Collectible is being bought': 'beingBought',
  'Collectible is already being transferred': 'beingTransferred',
};

/**
 * What to tell the person about a failed accept, decline or withdraw, as an `offersPage.failure.*` key;
 * null when there is nothing to say (they declined in their wallet).
 */
export function offerFailureKey(error: unknown): string | null {
  return signedActionFailureKey(error, 'offersPage.failure', SERVER_REFUSALS);
}
