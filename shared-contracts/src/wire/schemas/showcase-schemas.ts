import * as z from 'zod/mini';
import { collectibleSchema, LISTING_KINDS } from './collectible-schemas';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';

/** How many items each shelf of the showcase holds at most: two rows of four on a wide screen. */
export const SHOWCASE_SHELF_SIZE = 8;

/**
 * Extension of spec §7: one item on sale somewhere on the marketplace, in a merchant's store or on its
 * market. `id` is the listing: `/store/{merchantId}/{id}` for a STORE item, `/market/{merchantId}/{id}`
 * for a MARKET one.
 */
export const showcaseItemSchema = z.object({
  kind: z.enum(LISTING_KINDS),
  id: z.uuid(),
  merchantId: z.string(),
  price: gemAmountSchema,
  listedAt: isoTimeSchema,
  collectible: collectibleSchema,
});
export type ShowcaseItem = z.infer<typeof showcaseItemSchema>;

/**
 * Extension: `GET /api/showcase`, what the home page puts in its window, across every ACTIVE merchant
 * and one item per set: `featured`, the rarest pieces in the games' own stores (STORE items), the
 * games taking turns; `newest`, what players listed last on the markets (MARKET listings) of sets not
 * featured already.
 */
export const showcaseSchema = z.object({
  featured: z.array(showcaseItemSchema).check(z.maxLength(SHOWCASE_SHELF_SIZE)),
  newest: z.array(showcaseItemSchema).check(z.maxLength(SHOWCASE_SHELF_SIZE)),
});
export type Showcase = z.infer<typeof showcaseSchema>;
