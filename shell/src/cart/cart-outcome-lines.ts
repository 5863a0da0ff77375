import type { CartCheckoutRecord, CartDropReason } from '@marketplace/contracts/wire';

/** Drops that say nothing against the item itself: it is still on sale at the price in the cart, so it stays there. */
const STILL_BUYABLE: ReadonlySet<CartDropReason> = new Set(['INSUFFICIENT_BALANCE', 'EXPIRED']);

/**
 * The listings of a checkout that stay in the cart afterwards: those dropped for the buyer's balance or the
 * signature's time. The bought ones leave it, and so do the ones that can no longer be bought as they were
 * added (sold, repriced, changed, the buyer's own, for players only): the outcome says why, and a repriced
 * one links to its page, where it can be added again at its new price.
 */
export function linesToKeepAfter(record: CartCheckoutRecord): string[] {
  return record.items.filter((item) => item.reason !== null && STILL_BUYABLE.has(item.reason)).map((item) => item.listingId);
}
