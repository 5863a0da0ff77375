import { z } from 'zod';
import { RARITY_TIERS } from '../../entities/collectible';
import {
  cataloguePageQuerySchema,
  categoryIdSchema,
  collectibleSchema,
  commaListSchema,
  LISTING_STATUSES,
  pagedAnswerSchema,
  raritySchema,
} from './collectible-schemas';
import { gemAmountSchema, gemPriceSchema, isoTimeSchema } from './commerce-field-schemas';
import { publicUserProfileSchema } from './user-schemas';

/** Extension of spec §7: a store or craft category of a merchant (`/store/{merchant}/category/{categoryId}`). */
export const merchantCategorySchema = z.object({ id: z.string(), name: z.string() });
export type MerchantCategory = z.infer<typeof merchantCategorySchema>;
export const merchantCategoryListSchema = z.array(merchantCategorySchema);

// ---- Store -------------------------------------------------------------------------------------------

/** Extension of spec §7: one item of a merchant's store, a collectible the merchant still holds. */
export const storeItemSchema = z.object({
  /** The listing id: `/store/{merchant}/{id}`, and what a purchase names. */
  id: z.uuid(),
  merchantId: z.string(),
  categoryId: z.string().nullable(),
  price: gemAmountSchema,
  status: z.enum(LISTING_STATUSES),
  collectible: collectibleSchema,
});
export type StoreItem = z.infer<typeof storeItemSchema>;
export const storeItemsPageSchema = pagedAnswerSchema(storeItemSchema);

/** Extension: `GET /api/merchants/{merchantId}/store` query; the ACTIVE items, cheapest first. */
export const storeItemsQuerySchema = cataloguePageQuerySchema.extend({ categoryId: categoryIdSchema.optional() });

// ---- Market ------------------------------------------------------------------------------------------

/** Extension of spec §7: a market stack, the identical collectibles of one set that people offer for sale. */
export const marketStackSchema = z.object({
  setId: z.string(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
  /** How many ACTIVE market listings the set has. */
  listed: z.number().int().positive(),
  /** The cheapest of them. */
  floorPrice: gemAmountSchema,
});
export type MarketStack = z.infer<typeof marketStackSchema>;
export const marketStacksPageSchema = pagedAnswerSchema(marketStackSchema);

/** Extension: `GET /api/merchants/{merchantId}/market` query; `rarity` is a comma list. */
export const marketStacksQuerySchema = cataloguePageQuerySchema.extend({
  rarity: commaListSchema(raritySchema, RARITY_TIERS.length).optional(),
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

/** Extension: `POST /api/users/self/listings` body, the owner putting a collectible on the market. */
export const marketListingCreateSchema = z.strictObject({ collectibleId: z.uuid(), price: gemPriceSchema });
export type MarketListingCreate = z.input<typeof marketListingCreateSchema>;
