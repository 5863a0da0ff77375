import type { MintStatus } from '@marketplace/contracts/wire';
import type { CheckoutOutcome } from './use-checkout-actions';

/** The page's heading while there is a purchase to complete (and while it loads). */
export const CHECKOUT_HEADING = 'routes.portalMint.heading';

/** Where a mint stands once settled either way: the heading says it, not only the status line. */
const SETTLED_HEADINGS: Partial<Record<MintStatus, string>> = {
  SIGNED: 'mint.heading.complete',
  COMPLETE: 'mint.heading.complete',
  CANCELLED: 'mint.heading.cancelled',
  EXPIRED: 'mint.heading.expired',
};

/**
 * The checkout's heading follows the purchase: "Complete your purchase" while it is reserved,
 * "Payment failed" after an attempt that did not go through (the person may try again), then
 * complete, cancelled or expired.
 */
export function checkoutHeadingKey(status: MintStatus, outcome: CheckoutOutcome | null): string {
  return SETTLED_HEADINGS[status] ?? (outcome?.tone === 'error' ? 'mint.heading.failed' : CHECKOUT_HEADING);
}
