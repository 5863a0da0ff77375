import { signedActionFailureKey } from '@marketplace/contracts/browser';

/** The bulk change's refusals of the whole request (`api/src/commerce/wallet-signature.ts`); one listing's refusal is its result instead. */
const SERVER_REFUSALS: Record<string, string> = {
  'Invalid signature': 'invalidSignature',
  'User address not found': 'noWallet',
};

/**
 * What to tell the person when a change of several listings failed as a whole (nothing changed), as a
 * `listingsPage.failure.*` key; null when there is nothing to say (they declined in their wallet).
 */
export function listingChangeFailureKey(error: unknown): string | null {
  return signedActionFailureKey(error, 'listingsPage.failure', SERVER_REFUSALS);
}
