import { PRODUCT } from '../product';
import { canonicalGemPrice } from './gem-price';

export interface OfferMessageFields {
  collectibleId: string;
  /** GEM price as typed ("12.5"); the message always spells it with two decimals. */
  price: string;
  /** The bidder's wallet address: the signature must come from it. */
  bidderAddress: string;
}

/**
 * The text a bidder's wallet signs (EIP-191 personal message) to make an offer. Both sides build it
 * from the same fields, so the server can verify the signature without the client sending the text.
 */
export function buildOfferMessage({ collectibleId, price, bidderAddress }: OfferMessageFields): string {
  return ['Marketplace offer', `Collectible: ${collectibleId}`, `Price: ${canonicalGemPrice(price)} ${PRODUCT}`, `Bidder: ${bidderAddress.toLowerCase()}`].join(
    '\n',
  );
}
