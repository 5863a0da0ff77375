import * as z from 'zod/mini';
import { RARITY_TIERS } from '../entities/collectible';
import {
  cataloguePageQuerySchema,
  categoryIdSchema,
  collectibleSchema,
  commaListSchema,
  LISTING_STATUSES,
  listingSummarySchema,
  pagedAnswerSchema,
  raritySchema,
  setIdSchema,
} from './collectible-schemas';
import { gemAmountSchema, gemPriceSchema, isoTimeSchema, signatureSchema } from './commerce-field-schemas';
import { localizedTextSchema } from './merchant-schemas';
import { recordListSchema } from './paging-schemas';
import { publicUserProfileSchema } from './user-schemas';

/** Extension of spec §7: a store or craft category of a merchant (`/store/{merchant}/category/{categoryId}`). */
/**
 * A store or craft category of a merchant: its `name` in English, and (extension) `localizedName`, the
 * merchant's translations of it, as a tagline's (an API from before answers none: read as none).
 */
export const merchantCategorySchema = z.object({ id: z.string(), name: z.string(), localizedName: z._default(z.nullable(localizedTextSchema), null) });
export type MerchantCategory = z.infer<typeof merchantCategorySchema>;
export const merchantCategoryListSchema = z.array(merchantCategorySchema);

// ---- Store -------------------------------------------------------------------------------------------

/** Extension of spec §7: one item of a merchant's store, a collectible the merchant still holds. */
export const storeItemSchema = z.object({
  /** The listing id: `/store/{merchant}/{id}`, and what a purchase names. */
  id: z.uuid(),
  merchantId: z.string(),
  categoryId: z.nullable(z.string()),
  price: gemAmountSchema,
  status: z.enum(LISTING_STATUSES),
  collectible: collectibleSchema,
  /** Extension: how many copies of the item's set the merchant still has on sale (the "3 left" of a card). */
  supplyLeft: z.number().check(z.int(), z.nonnegative()),
  /** Extension of spec §6 (`elementalRaidersPlayer`): only players of the merchant's game may buy it; everyone sees it. */
  playersOnly: z.boolean(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;
export const storeItemsPageSchema = pagedAnswerSchema(storeItemSchema);

/** How a store list may group its items: `SET` answers one item per set (its cheapest copy), so a set the merchant holds three of is one entry with `supplyLeft` 3. */
export const STORE_GROUPINGS = ['SET'] as const;
export type StoreGrouping = (typeof STORE_GROUPINGS)[number];

/** Extension: `GET /api/merchants/{merchantId}/store` query; the ACTIVE items, cheapest first, every copy unless `groupBy=SET`. */
export const storeItemsQuerySchema = z.extend(cataloguePageQuerySchema, {
  categoryId: z.optional(categoryIdSchema),
  groupBy: z.optional(z.enum(STORE_GROUPINGS)),
});

// ---- Market ------------------------------------------------------------------------------------------

/** Extension of spec §7: a market stack, the identical collectibles of one set that people offer for sale. */
export const marketStackSchema = z.object({
  setId: z.string(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
  /** How many ACTIVE market listings the set has. */
  listed: z.number().check(z.int(), z.positive()),
  /** The cheapest of them. */
  floorPrice: gemAmountSchema,
});
export type MarketStack = z.infer<typeof marketStackSchema>;
export const marketStacksPageSchema = pagedAnswerSchema(marketStackSchema);

/** Extension: `GET /api/merchants/{merchantId}/market` query; `rarity` is a comma list. */
export const marketStacksQuerySchema = z.extend(cataloguePageQuerySchema, {
  rarity: z.optional(commaListSchema(raritySchema, RARITY_TIERS.length)),
});

/** Extension: `GET /api/merchants/{merchantId}/market/stacks/{setId}` query; the ACTIVE listings, cheapest first. */
export const stackListingsQuerySchema = cataloguePageQuerySchema;

/** Extension of spec §7: one collectible a person offers on a merchant's market. */
export const marketListingSchema = z.object({
  id: z.uuid(),
  merchantId: z.string(),
  price: gemAmountSchema,
  status: z.enum(LISTING_STATUSES),
  /** The seller's public profile. */
  seller: publicUserProfileSchema,
  createdAt: isoTimeSchema,
  collectible: collectibleSchema,
});
export type MarketListing = z.infer<typeof marketListingSchema>;
export const marketListingsPageSchema = pagedAnswerSchema(marketListingSchema);

/**
 * Extension of spec §7: one of the signed-in person's own market listings, as `GET /api/users/self/listings`
 * answers it: the market listing without its seller (the person themself).
 */
export const ownListingSchema = z.omit(marketListingSchema, { seller: true });
export type OwnListing = z.infer<typeof ownListingSchema>;
export const ownListingsSchema = recordListSchema(ownListingSchema);

/**
 * Extension: `GET /api/users/self/listings` query; the person's market listings of one `status`
 * (ACTIVE, the ones on sale, unless asked otherwise), newest first.
 */
export const ownListingsQuerySchema = z.extend(cataloguePageQuerySchema, { status: z._default(z.enum(LISTING_STATUSES), 'ACTIVE') });
export type OwnListingsQuery = z.output<typeof ownListingsQuerySchema>;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** How the market's listings may be ordered: newest first (the default), or by price either way. */
export const MARKET_LISTING_SORTS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type MarketListingSort = (typeof MARKET_LISTING_SORTS)[number];

/** The longest name search the market takes: longer than any collectible's name. */
export const MARKET_SEARCH_MAX_LENGTH = 64;

/** A name search as typed: surrounding spaces dropped, and nothing left means no search. */
const marketSearchSchema = z.pipe(
  z.string().check(z.trim(), z.maxLength(MARKET_SEARCH_MAX_LENGTH, `At most ${MARKET_SEARCH_MAX_LENGTH} characters`)),
  z.transform((text) => text || undefined),
);

/**
 * How the market's listings may be grouped: `SET` answers one `MarketStack` per set (how many are
 * listed and the floor price) instead of every copy, so the same item is one card, as on Steam's market.
 */
export const MARKET_GROUPINGS = ['SET'] as const;
export type MarketGrouping = (typeof MARKET_GROUPINGS)[number];

/**
 * Extension: `GET /api/merchants/{merchantId}/market/listings` query. `q` searches names (case
 * ignored, the text taken literally), `rarity` is a comma list, `categoryId` one of the merchant's
 * store categories (a set is in the category its listings are filed under), `setId` one stack.
 * With `groupBy=SET` the answer is a page of stacks over the same listings: `PRICE_*` sorts by their
 * floor price, `NEWEST` by their newest listing.
 */
export const marketListingsQuerySchema = z.extend(cataloguePageQuerySchema, {
  q: z.optional(marketSearchSchema),
  rarity: z.optional(commaListSchema(raritySchema, RARITY_TIERS.length)),
  categoryId: z.optional(categoryIdSchema),
  setId: z.optional(setIdSchema),
  sort: z._default(z.enum(MARKET_LISTING_SORTS), 'NEWEST'),
  groupBy: z.optional(z.enum(MARKET_GROUPINGS)),
});
export type MarketListingsQuery = z.output<typeof marketListingsQuerySchema>;

/** Extension of spec §7: a merchant's recipe that consumes a set, and how many of it at once. */
export const setRecipeUseSchema = z.object({ recipeId: z.uuid(), name: z.string(), quantity: z.number().check(z.int(), z.positive()) });

/** One of the viewer's copies of a set, with its sale if it is on the market or reserved. */
export const ownedCopySchema = z.object({ collectible: collectibleSchema, listing: z.nullable(listingSummarySchema) });
export type OwnedCopy = z.infer<typeof ownedCopySchema>;

/**
 * Extension of spec §7: `GET /api/merchants/{merchantId}/market/stacks/{setId}/completion`. A set's
 * members are its identical copies; the set is complete for a person who holds `target` of them, the
 * most any of the merchant's recipes consumes at once (1 when no recipe uses it). For a visitor
 * `owned` is empty. `cheapest` are the ACTIVE market listings of other people that supply the `missing`
 * copies at the lowest prices, `cost` their exact sum, `unavailable` the copies nobody offers.
 */
export const stackCompletionSchema = z.object({
  setId: z.string(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
  target: z.number().check(z.int(), z.positive()),
  usedBy: z.array(setRecipeUseSchema),
  owned: z.array(ownedCopySchema),
  missing: z.number().check(z.int(), z.nonnegative()),
  cheapest: z.array(marketListingSchema),
  cost: gemAmountSchema,
  unavailable: z.number().check(z.int(), z.nonnegative()),
});
export type StackCompletion = z.infer<typeof stackCompletionSchema>;

/**
 * Extension: `POST /api/users/self/listings` body, the owner putting a collectible on the market. The
 * signature is the owner wallet's, of `buildListingMessage({collectibleId, price, sellerAddress})`.
 */
export const marketListingCreateSchema = z.strictObject({ collectibleId: z.uuid(), price: gemPriceSchema, signature: signatureSchema });
export type MarketListingCreate = z.input<typeof marketListingCreateSchema>;

/**
 * Extension: `PUT /api/users/self/listings/{id}/price` body, the seller changing the price of an ACTIVE
 * listing; signed like a new listing, of `buildListingMessage` with the new price.
 */
export const marketListingPriceSchema = z.strictObject({ price: gemPriceSchema, signature: signatureSchema });
export type MarketListingPrice = z.input<typeof marketListingPriceSchema>;
