import { ApiError } from '@marketplace/contracts/wire';

/** The server's refusals of a reservation (their `message`, see `api/src/commerce/purchase.ts`) → the message key shown. */
const REFUSALS: Record<string, string> = {
  'Collectible is not for sale': 'buy.refused.notForSale',
  'Insufficient balance': 'buy.refused.insufficientBalance',
  'Cannot buy your own listing': 'buy.refused.ownListing',
  'Collectible not found': 'buy.refused.notForSale',
  'Only players of this game can buy this item: link your game account to buy it': 'buy.playersOnly.refused',
};

/** Why Buy did not reserve the item, as a message key of the `buy` namespace. */
export function purchaseRefusalKey(error: unknown): string {
  if (error instanceof ApiError) {
    const known = error.answerMessage === null ? undefined : REFUSALS[error.answerMessage];
    if (known) return known;
    if (error.status === 402) return 'buy.refused.insufficientBalance';
    if (error.status === 409) return 'buy.refused.notForSale';
    if (error.kind === 'network') return 'buy.refused.network';
  }
  return 'buy.refused.unexpected';
}
