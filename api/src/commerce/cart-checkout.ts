import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  buildCartCheckoutMessage,
  CART_CHECKOUT_LONGEST_VALIDITY_MINUTES,
  CART_CHECKOUT_REFUSALS,
  type CartCheckoutRecord,
  type CartCheckoutRequest,
  cartFeeWei,
} from '@marketplace/contracts/wire';
import type { MarketplaceFees } from './marketplace-fees.js';
import type { FailedAttempts } from '../auth/failed-attempts.js';
import type { Database } from '../db/database.js';
import { insertedRow } from '../db/inserted-row.js';
import { cartCheckoutItems, cartCheckouts, collectibles, listings } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { checkSecondFactor } from '../two-factor/two-factor-settings.js';
import { ClientError } from '../validation/client-error.js';
import { type CartItemTerms, settleCartItem } from './cart-item-settlement.js';
import { currentGemUsdPrice } from './fees.js';
import { gemToWei, weiToGem } from '../ledger/gem-amounts.js';
import { releaseExpiredReservations } from './reservations.js';
import { assertSignedByWallet } from './wallet-signature.js';

export interface CartCheckoutOrder {
  buyerId: string;
  idempotencyKey: string;
  request: CartCheckoutRequest;
}

type CheckoutRow = typeof cartCheckouts.$inferSelect;

/** What a retry must repeat for the same key: the items, their prices, the amounts and the expiry (not the 2FA code, which changes). */
function requestHashOf({ items, subtotal, fee, total, expiresAt }: CartCheckoutRequest): string {
  const lines = items.map((item) => `${item.listingId} ${gemToWei(item.price)} ${item.name}`);
  return createHash('sha256')
    .update([...lines, gemToWei(subtotal), gemToWei(fee), gemToWei(total), new Date(expiresAt).toISOString()].join('\n'))
    .digest('hex');
}

/**
 * Refuses a cart whose amounts the buyer could not have been shown: the subtotal is the sum of the prices,
 * the total the subtotal and the fee, and the fee at least spec §9's on the subtotal at the rate now (the
 * signed fee is a ceiling: a lower one would let a page sign away the marketplace's fee).
 */
function assertAmountsAddUp(request: CartCheckoutRequest, fees: MarketplaceFees, rate: number | null): void {
  const subtotalWei = request.items.reduce((sum, item) => sum + gemToWei(item.price), 0n);
  const feeWei = gemToWei(request.fee);
  if (subtotalWei !== gemToWei(request.subtotal) || subtotalWei + feeWei !== gemToWei(request.total)) {
    throw new ClientError(409, CART_CHECKOUT_REFUSALS.amountsDoNotAddUp);
  }
  const dueWei = cartFeeWei(subtotalWei, fees, rate);
  if (feeWei < dueWei) throw new ClientError(409, `${CART_CHECKOUT_REFUSALS.feeChanged}: it is now ${weiToGem(dueWei)} GEM`);
}

function assertStillValid(expiresAt: Date, now: Date): void {
  if (expiresAt.getTime() <= now.getTime()) throw new ClientError(409, CART_CHECKOUT_REFUSALS.expired);
  if (expiresAt.getTime() - now.getTime() > CART_CHECKOUT_LONGEST_VALIDITY_MINUTES * 60_000) throw new ClientError(409, CART_CHECKOUT_REFUSALS.tooFarAhead);
}

async function checkoutByKey(db: Database, buyerId: string, idempotencyKey: string): Promise<CheckoutRow | null> {
  const [found] = await db
    .select()
    .from(cartCheckouts)
    .where(and(eq(cartCheckouts.buyerId, buyerId), eq(cartCheckouts.idempotencyKey, idempotencyKey)));
  return found ?? null;
}

/** The checkout as the buyer sees it: each item's outcome, and the sum of what was charged. */
async function recordOf(db: Database, checkout: CheckoutRow): Promise<CartCheckoutRecord> {
  // Each line's art through its listing (bought or dropped, the listing row stays), read with the outcomes.
  const rows = await db
    .select({ item: cartCheckoutItems, imageUrl: collectibles.imageUrl })
    .from(cartCheckoutItems)
    .leftJoin(listings, eq(listings.id, cartCheckoutItems.listingId))
    .leftJoin(collectibles, eq(collectibles.id, listings.collectibleId))
    .where(eq(cartCheckoutItems.checkoutId, checkout.id))
    .orderBy(asc(cartCheckoutItems.position));
  const items = rows.map((row) => row.item);
  const bought = items.filter((item) => item.outcome === 'BOUGHT');
  const subtotalWei = bought.reduce((sum, item) => sum + BigInt(item.priceWei), 0n);
  const feeWei = bought.reduce((sum, item) => sum + BigInt(item.feeWei), 0n);
  return {
    id: checkout.id,
    key: checkout.idempotencyKey,
    items: rows.map(({ item, imageUrl }) => ({
      listingId: item.listingId,
      name: item.name,
      price: weiToGem(item.priceWei),
      outcome: item.outcome,
      reason: item.reason as CartCheckoutRecord['items'][number]['reason'],
      currentPrice: item.currentPrice === null ? null : weiToGem(gemToWei(item.currentPrice)),
      collectibleId: item.outcome === 'BOUGHT' ? item.collectibleId : null,
      imageUrl,
    })),
    subtotal: weiToGem(subtotalWei),
    fee: weiToGem(feeWei),
    total: weiToGem(subtotalWei + feeWei),
    createdAt: checkout.createdAt.toISOString(),
  };
}

/** Opens the checkout under its key; the same key opened at once by another request answers that one's row. */
async function openCheckout(
  db: Database,
  { buyerId, idempotencyKey, request }: CartCheckoutOrder,
  requestHash: string,
  rate: number | null,
): Promise<CheckoutRow> {
  try {
    return insertedRow(
      await db
        .insert(cartCheckouts)
        .values({ buyerId, idempotencyKey, requestHash, signature: request.signature, expiresAt: new Date(request.expiresAt), gemUsdRate: rate })
        .returning(),
      'a cart checkout',
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const made = await checkoutByKey(db, buyerId, idempotencyKey);
    if (!made) throw error;
    if (made.requestHash !== requestHash) throw new ClientError(409, CART_CHECKOUT_REFUSALS.keyReused);
    return made;
  }
}

/**
 * Buys a cart in one checkout: one wallet signature (over the key, the expiry, each listing and its price,
 * and the most the items, the fee and the whole may cost, `buildCartCheckoutMessage`) and the 2FA code when
 * 2FA is on, then each item in a database transaction of its own (`settleCartItem`): bought at the signed
 * price, or dropped with its reason (sold meanwhile, price changed…) while the others go through. The fee is
 * spec §9's on the sum of the items bought, so it is never more than the signed ceiling.
 *
 * Idempotent: the same key and cart answer the same checkout (resuming it, should a failure have left
 * items undecided), never a second debit; the same key with another cart is refused.
 */
export async function checkOutCart(
  db: Database,
  fees: MarketplaceFees,
  twoFactorAttempts: FailedAttempts,
  order: CartCheckoutOrder,
  now = new Date(),
): Promise<CartCheckoutRecord> {
  const { buyerId, idempotencyKey, request } = order;
  const requestHash = requestHashOf(request);
  const earlier = await checkoutByKey(db, buyerId, idempotencyKey);
  if (earlier && earlier.requestHash !== requestHash) throw new ClientError(409, CART_CHECKOUT_REFUSALS.keyReused);
  if (earlier?.status === 'COMPLETE') return recordOf(db, earlier);

  const rate = earlier ? earlier.gemUsdRate : await currentGemUsdPrice(db);
  if (!earlier) {
    assertStillValid(new Date(request.expiresAt), now);
    assertAmountsAddUp(request, fees, rate);
  }
  await assertSignedByWallet(db, buyerId, request.signature, () => buildCartCheckoutMessage({ checkoutKey: idempotencyKey, ...request }));
  const secondFactor = await checkSecondFactor(db, twoFactorAttempts, buyerId, request.code);
  if (secondFactor === 'locked') throw new ClientError(429, CART_CHECKOUT_REFUSALS.tooManyCodes);
  if (secondFactor === 'wrong-code') throw new ClientError(403, CART_CHECKOUT_REFUSALS.invalidCode);

  const checkout = earlier ?? (await openCheckout(db, order, requestHash, rate));
  // A listing held by someone's abandoned reservation is on sale again, as a single purchase would find it.
  await releaseExpiredReservations(db, now);
  for (const [position, item] of request.items.entries()) {
    const terms: CartItemTerms = { checkoutId: checkout.id, buyerId, position, item, expiresAt: checkout.expiresAt, fees, rate: checkout.gemUsdRate };
    await settleCartItem(db, terms, now);
  }
  const [completed] = await db
    .update(cartCheckouts)
    .set({ status: 'COMPLETE' })
    .where(and(eq(cartCheckouts.id, checkout.id), sql`${cartCheckouts.status} <> 'COMPLETE'`))
    .returning();
  return recordOf(db, completed ?? checkout);
}
