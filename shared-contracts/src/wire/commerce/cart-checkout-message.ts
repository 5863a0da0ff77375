import { PRODUCT } from '../product';
import { gemOfWei, weiOfGem } from './gem-wei';

export interface CartMessageItem {
  listingId: string;
  /** The item's name as the cart showed it (the API checks it is the listing's). */
  name: string;
  /** The price the cart showed, a GEM decimal string: the item is bought at it or not at all. */
  price: string;
}

export interface CartCheckoutMessageFields {
  /** The checkout's idempotency key (a UUID the page draws once per checkout): the signature is good for one checkout only. */
  checkoutKey: string;
  /** ISO time after which the signature buys nothing more. */
  expiresAt: string;
  items: readonly CartMessageItem[];
  /** The most the items cost together, the most the fee on them may be, and their sum: GEM decimal strings. */
  subtotal: string;
  fee: string;
  total: string;
}

function canonicalAmount(amount: string): string {
  const wei = weiOfGem(amount);
  if (wei === null) throw new RangeError(`Not a GEM amount: '${amount}'`);
  return gemOfWei(wei);
}

/**
 * The text a buyer's wallet signs (EIP-191) to buy a cart in one checkout: the key and the expiry, each
 * item (its listing and price), and the most the items, the fee and the whole may cost. Both sides build
 * it from the same fields (amounts without trailing zeros), so the API verifies the one signature without
 * the client sending the text, and a signature made for one key, item list, price or total proves
 * nothing for another. Fewer items may go through (each one sold meanwhile is dropped), never more or dearer.
 */
export function buildCartCheckoutMessage({ checkoutKey, expiresAt, items, subtotal, fee, total }: CartCheckoutMessageFields): string {
  return [
    'Marketplace cart checkout',
    `Key: ${checkoutKey}`,
    `Valid until: ${expiresAt}`,
    ...items.map((item, index) => `Item ${index + 1}: ${item.name} (listing ${item.listingId}) ${canonicalAmount(item.price)} ${PRODUCT}`),
    `Items at most: ${canonicalAmount(subtotal)} ${PRODUCT}`,
    `Fee at most: ${canonicalAmount(fee)} ${PRODUCT}`,
    `Total at most: ${canonicalAmount(total)} ${PRODUCT}`,
  ].join('\n');
}
