import { PRODUCT } from '../product';
import { canonicalGemPrice } from './gem-price';

export interface OfferAcceptanceMessageFields {
  offerId: string;
  collectibleId: string;
  /** The offer's GEM price ("80.00"); the message always spells it with two decimals. */
  price: string;
  /** The owner's wallet address: the signature must come from it. */
  sellerAddress: string;
}

/**
 * The text an owner's wallet signs (EIP-191 personal message) to accept an offer: the collectible
 * goes to the bidder for the offer's price. Naming the offer makes the signature good for that one
 * offer only; both sides build it from the same fields.
 */
export function buildOfferAcceptanceMessage({ offerId, collectibleId, price, sellerAddress }: OfferAcceptanceMessageFields): string {
  return [
    'Marketplace offer acceptance',
    `Offer: ${offerId}`,
    `Collectible: ${collectibleId}`,
    `Price: ${canonicalGemPrice(price)} ${PRODUCT}`,
    `Seller: ${sellerAddress.toLowerCase()}`,
  ].join('\n');
}
