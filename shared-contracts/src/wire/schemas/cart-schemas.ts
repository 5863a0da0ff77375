import * as z from 'zod/mini';
import { CART_MAX_ITEMS, cartItemNameSchema } from './cart-line-schema';
import { gemAmountSchema, isoTimeSchema, signatureSchema } from './commerce-field-schemas';
import { twoFactorCodeSchema } from './two-factor-schemas';

/** How long a checkout's signature stays good: the page asks for this much, and the API takes up to an hour (a clock that is off). */
export const CART_CHECKOUT_VALID_MINUTES = 10;
export const CART_CHECKOUT_LONGEST_VALIDITY_MINUTES = 60;

/** One item a checkout asks for: the listing, its name and the price signed for it. */
export const cartCheckoutItemRequestSchema = z.strictObject({ listingId: z.uuid(), name: cartItemNameSchema, price: gemAmountSchema });

/**
 * Extension: `POST /api/users/self/cart/checkouts` body, with an `Idempotency-Key` header (a UUID) that the
 * signed text names too: the items, the most they, the fee and the whole may cost, until when, the
 * wallet's signature of `buildCartCheckoutMessage` over all of it, and the authenticator code when 2FA is on.
 */
export const cartCheckoutRequestSchema = z.strictObject({
  items: z.array(cartCheckoutItemRequestSchema).check(
    z.minLength(1),
    z.maxLength(CART_MAX_ITEMS),
    z.refine((items) => new Set(items.map((item) => item.listingId)).size === items.length, 'Each listing once'),
  ),
  expiresAt: isoTimeSchema,
  subtotal: gemAmountSchema,
  fee: gemAmountSchema,
  total: gemAmountSchema,
  signature: signatureSchema,
  code: z.optional(twoFactorCodeSchema),
});
export type CartCheckoutRequest = z.infer<typeof cartCheckoutRequestSchema>;

/** Why an item of a checkout was not bought. */
export const CART_DROP_REASONS = ['SOLD', 'PRICE_CHANGED', 'CHANGED', 'OWN_LISTING', 'PLAYERS_ONLY', 'INSUFFICIENT_BALANCE', 'EXPIRED'] as const;
export type CartDropReason = (typeof CART_DROP_REASONS)[number];

export const cartItemOutcomeSchema = z.object({
  listingId: z.uuid(),
  name: z.string(),
  /** The price signed for it. */
  price: gemAmountSchema,
  outcome: z.enum(['BOUGHT', 'DROPPED']),
  reason: z.nullable(z.enum(CART_DROP_REASONS)),
  /** A listing still on sale at another price: that price (the person may add it again at it). */
  currentPrice: z.nullable(gemAmountSchema),
  /** The collectible bought, null for one dropped. */
  collectibleId: z.nullable(z.uuid()),
  /** The item's art, bought or dropped, so the outcome shows what each line was; null for a listing no longer there. */
  imageUrl: z.nullable(z.string()),
});
export type CartItemOutcome = z.infer<typeof cartItemOutcomeSchema>;

/** Extension: one checkout, as `POST …/cart/checkouts` answers it, the first time and every retry with its key. */
export const cartCheckoutRecordSchema = z.object({
  id: z.uuid(),
  key: z.uuid(),
  items: z.array(cartItemOutcomeSchema),
  /** What was charged: the bought items' prices, the fee once on their sum, and both together (all 0 when nothing went through). */
  subtotal: gemAmountSchema,
  fee: gemAmountSchema,
  total: gemAmountSchema,
  createdAt: isoTimeSchema,
});
export type CartCheckoutRecord = z.infer<typeof cartCheckoutRecordSchema>;

/** The answer messages of the API's refusals of a whole checkout, so the page says each in the person's language. */
export const CART_CHECKOUT_REFUSALS = {
  expired: 'Checkout expired',
  tooFarAhead: 'Checkout valid for too long',
  amountsDoNotAddUp: 'The amounts do not add up',
  feeChanged: 'Marketplace fee changed',
  keyReused: 'Idempotency key already used for another checkout',
  noWallet: 'User address not found',
  invalidSignature: 'Invalid signature',
  invalidCode: 'Invalid 2FA code',
  tooManyCodes: 'Too many wrong codes, try again later',
} as const;
export type CartCheckoutRefusal = keyof typeof CART_CHECKOUT_REFUSALS;

/** Which refusal an answer message is, or null for one the page does not know (said generically). */
export function cartCheckoutRefusalOf(answerMessage: string | null | undefined): CartCheckoutRefusal | null {
  const found = Object.entries(CART_CHECKOUT_REFUSALS).find(([, message]) => answerMessage?.startsWith(message));
  return found ? (found[0] as CartCheckoutRefusal) : null;
}
