import type { Merchant } from '@marketplace/contracts/wire';

const MERCHANT_SECTION = /^\/(?:market|store|craft)\/([^/?#]+)/;

/** The segment after market, store or craft ('/store/diamond-dreams/…' → 'diamond-dreams'); null on other pages. */
export function merchantSegmentOf(path: string): string | null {
  return MERCHANT_SECTION.exec(path)?.[1] ?? null;
}

/**
 * Spec §2: the current merchant is the route's `merchant` parameter, or the path segment after
 * market, store or craft when it names a known merchant; null when the page names none.
 */
export function merchantOfPage(path: string, routeMerchant: string | undefined, merchants: readonly Pick<Merchant, 'id'>[]): string | null {
  if (routeMerchant) return routeMerchant;
  const segment = merchantSegmentOf(path);
  return segment && merchants.some((merchant) => merchant.id === segment) ? segment : null;
}
