import * as z from 'zod/mini';
import { LISTING_KINDS, raritySchema } from './collectible-schemas';
import { gemAmountSchema } from './commerce-field-schemas';

/*
 * The cart's line alone, apart from the checkout's schemas: the cart's store reads it in every page's first
 * load (the header's count), and the checkout's schemas load with the cart page.
 */

/** The most items one cart holds and one checkout buys: a wallet text a person can still read, and bounded work for the API. */
export const CART_MAX_ITEMS = 20;

/** An item's name as it appears in the signed text: one line, no control characters (no line of its own can be forged). */
export const cartItemNameSchema = z.string().check(z.regex(/^[^\p{Cc}]{1,200}$/u, 'A name on one line'));

/**
 * One item in the cart, as the page keeps it and shows it: the listing (a store copy or a market
 * listing, of any merchant) and what the person saw when they added it. The price is what the checkout
 * signs: a listing whose price has changed since is dropped, not bought at another price.
 */
export const cartLineSchema = z.object({
  listingId: z.uuid(),
  kind: z.enum(LISTING_KINDS),
  merchantId: z.string(),
  collectibleId: z.uuid(),
  setId: z.string(),
  name: cartItemNameSchema,
  rarity: raritySchema,
  imageUrl: z.string(),
  price: gemAmountSchema,
});
export type CartLine = z.infer<typeof cartLineSchema>;
