import type { CartLine } from '@marketplace/contracts/wire';

/** The page a cart item was added from: the store item or the market listing (unlocalized). */
export function cartItemPath({ kind, merchantId, listingId }: Pick<CartLine, 'kind' | 'merchantId' | 'listingId'>): string {
  return `/${kind === 'STORE' ? 'store' : 'market'}/${encodeURIComponent(merchantId)}/${encodeURIComponent(listingId)}`;
}
