import { PRODUCT } from '../product';
import { canonicalGemPrice } from './gem-price';

export interface ListingMessageFields {
  collectibleId: string;
  /** GEM price as typed ("12.5"); the message always spells it with two decimals. */
  price: string;
  /** The seller's wallet address: the signature must come from it. */
  sellerAddress: string;
}

/**
 * The text a seller's wallet signs (EIP-191 personal message) to put a collectible on the market at a
 * price, or to change the price of its listing: either lets anyone buy it at that price, so a stolen
 * session alone cannot sell someone's collectible. Both sides build it from the same fields.
 */
export function buildListingMessage({ collectibleId, price, sellerAddress }: ListingMessageFields): string {
  return [
    'Marketplace listing',
    `Collectible: ${collectibleId}`,
    `Price: ${canonicalGemPrice(price)} ${PRODUCT}`,
    `Seller: ${sellerAddress.toLowerCase()}`,
  ].join('\n');
}
