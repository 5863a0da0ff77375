import { PRODUCT } from '../product';

export interface PurchaseMessageFields {
  mintId: string;
  collectibleId: string;
  /** GEM decimal strings, as the mint record answers them. */
  price: string;
  fee: string;
}

/**
 * The text a buyer's wallet signs (EIP-191 personal message) to confirm a mint. The server answers it
 * in the mint record and verifies the signature against it; the client rebuilds it from the record's
 * fields before signing, so it never signs a text that says something else.
 */
export function buildPurchaseMessage({ mintId, collectibleId, price, fee }: PurchaseMessageFields): string {
  return ['Marketplace purchase', `Mint: ${mintId}`, `Collectible: ${collectibleId}`, `Price: ${price} ${PRODUCT}`, `Fee: ${fee} ${PRODUCT}`].join('\n');
}

/**
 * Whether a mint's `message` says exactly what its own fields say, so a wallet signs only a text it
 * has checked: the server could otherwise ask for a signature of another price.
 */
export function isPurchaseMessageOf(mint: { id: string; collectibleId: string; price: string; fee: string; message: string }): boolean {
  return mint.message === buildPurchaseMessage({ mintId: mint.id, collectibleId: mint.collectibleId, price: mint.price, fee: mint.fee });
}
