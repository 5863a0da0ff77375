import * as z from 'zod/mini';
import { merchantIdSchema, pagedAnswerSchema, raritySchema, setIdSchema } from './collectible-schemas';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema } from './paging-schemas';

/**
 * Extension: a person's favourites. An item is favourited by its type, as the catalogue identifies items
 * across the store, the market and collectible pages: the merchant and the set (identical copies share it).
 */
export const favouriteKeySchema = z.object({ merchantId: merchantIdSchema, setId: setIdSchema });
export type FavouriteKey = z.infer<typeof favouriteKeySchema>;

/** `PUT` / `DELETE /api/users/self/favourites/{merchantId}/{setId}` path params. */
export const favouriteParamsSchema = z.strictObject({ merchantId: merchantIdSchema, setId: setIdSchema });

/** The most favourites one person keeps: the keys read answers them all, so it stays one small read. */
export const MAX_FAVOURITES = 500;

/** `GET /api/users/self/favourites/keys`: every item the person favourited, so each heart on a page knows its state from one read. */
export const favouriteKeysSchema = z.object({ keys: z.array(favouriteKeySchema) });
export type FavouriteKeys = z.infer<typeof favouriteKeysSchema>;

/** The favourites page lists 12 a page: four rows of three on a desktop, six of two on a phone. */
export const FAVOURITES_PAGE_SIZE = 12;

/** `GET /api/users/self/favourites` query. */
export const favouritesQuerySchema = pageQuerySchema(FAVOURITES_PAGE_SIZE);

/** One favourite as the favourites page shows it, newest first. */
export const favouriteItemSchema = z.object({
  merchantId: z.string(),
  setId: z.string(),
  merchantName: z.string(),
  /** A luxury merchant's item (spec §6). */
  luxury: z.boolean(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
  /** The lowest listing of the item when it was favourited; null when none was listed then. */
  priceWhenFavourited: z.nullable(gemAmountSchema),
  /** The lowest ACTIVE listing of the item now, store or market; null when none is listed. */
  lowestPrice: z.nullable(gemAmountSchema),
  /** The cheapest store listing of the item, when the merchant's store sells it: its page is the item's page; otherwise the market stack is. */
  storeListingId: z.nullable(z.string()),
  favouritedAt: isoTimeSchema,
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

export const favouritesPageSchema = pagedAnswerSchema(favouriteItemSchema);
