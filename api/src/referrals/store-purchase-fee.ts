import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { cartCheckoutItems, listings, mints, type transactions } from '../db/schema.js';

type SettledTransaction = Pick<typeof transactions.$inferSelect, 'id' | 'kind' | 'mintId' | 'feeWei'>;

/**
 * The fee of a store purchase (an item of a merchant's store, bought at its listed price), which a
 * referral reward is a share of; null when the transaction is not one (a market resale, an offer, a craft).
 *
 * - Bought alone (a mint): the fee the buyer signed for and paid on it.
 * - Bought in a cart: the cart's fee is charged once on its total (spec §9, the USD floor met once), so
 *   the store item's fee is its share of that fee in proportion to its price among the items bought.
 *   Not the item's recorded share (`cart-item-settlement.ts`: the fee of the running total with it less
 *   without it): that one depends on where the item sits in the cart (an item after others already past
 *   the floor carries almost none of it), and a referrer's reward should not turn on the order a newcomer
 *   filled their cart in. The proportional shares of a cart add up to at most its fee, so a reward taken
 *   from one is always out of what the buyer paid, never on top of it.
 */
export async function storePurchaseFeeWei(tx: Database, purchase: SettledTransaction): Promise<bigint | null> {
  if (purchase.kind !== 'PURCHASE') return null;
  if (purchase.mintId) {
    const [mint] = await tx
      .select({ listingKind: listings.kind })
      .from(mints)
      .innerJoin(listings, eq(listings.id, mints.listingId))
      .where(eq(mints.id, purchase.mintId));
    return mint?.listingKind === 'STORE' ? BigInt(purchase.feeWei) : null;
  }
  return cartStoreItemFeeWei(tx, purchase.id);
}

/** The store item's proportional share of its cart's fee, for the cart item that made this purchase; null for anything else. */
async function cartStoreItemFeeWei(tx: Database, transactionId: string): Promise<bigint | null> {
  const [item] = await tx
    .select({ checkoutId: cartCheckoutItems.checkoutId, priceWei: cartCheckoutItems.priceWei, listingKind: listings.kind })
    .from(cartCheckoutItems)
    .innerJoin(listings, eq(listings.id, cartCheckoutItems.listingId))
    .where(eq(cartCheckoutItems.transactionId, transactionId));
  if (item?.listingKind !== 'STORE') return null;
  // The cart as bought: should settlement reach this item while the checkout is still deciding later
  // ones, the share is of the items bought so far, a fee the buyer has already paid in full.
  const [cart] = await tx
    .select({
      subtotalWei: sql<string>`coalesce(sum(${cartCheckoutItems.priceWei}), 0)::text`,
      feeWei: sql<string>`coalesce(sum(${cartCheckoutItems.feeWei}), 0)::text`,
    })
    .from(cartCheckoutItems)
    .where(and(eq(cartCheckoutItems.checkoutId, item.checkoutId), eq(cartCheckoutItems.outcome, 'BOUGHT')));
  const subtotalWei = BigInt(cart?.subtotalWei ?? '0');
  if (subtotalWei === 0n) return 0n;
  return (BigInt(cart?.feeWei ?? '0') * BigInt(item.priceWei)) / subtotalWei;
}
