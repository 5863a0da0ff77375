import { PRODUCT } from '../product';
import { canonicalGemPrice } from './gem-price';

export interface ListingPricesMessageFields {
  /** The collectibles whose listings get a new price, each with it, in any order: the message lists them sorted. */
  prices: readonly { collectibleId: string; price: string }[];
  /** The seller's wallet address: the signature must come from it. */
  sellerAddress: string;
}

/**
 * The text a seller's wallet signs (EIP-191 personal message) to change the prices of several of their
 * listings at once: one question in the wallet instead of one per listing, and the same power as the
 * single listing message of each price (anyone may buy each collectible at its new price), so a stolen
 * session alone still cannot reprice anything. Both sides build it from the same fields.
 */
export function buildListingPricesMessage({ prices, sellerAddress }: ListingPricesMessageFields): string {
  const lines = prices.map(({ collectibleId, price }) => `${collectibleId.toLowerCase()}: ${canonicalGemPrice(price)} ${PRODUCT}`).sort();
  return ['Marketplace listing prices', ...lines, `Seller: ${sellerAddress.toLowerCase()}`].join('\n');
}
