import * as z from 'zod/mini';
import { RARITY_TIERS, type Collectible, type CollectiblesPage, type CollectionItem } from '../entities/collectible';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema } from './paging-schemas';
import { publicUserProfileSchema } from './user-schemas';

// ---- Shapes every catalogue call shares (store, market and craft build on them) ----------------------

const count = z.number().check(z.int(), z.nonnegative());

/** Merchant ids, set ids and category ids are lower-case slugs (`elemental-raiders`, `er-storm-bow`). */
const slug = (what: string) => z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, `A ${what} (lower-case letters, digits and -)`));
export const merchantIdSchema = slug('merchant id');
export const setIdSchema = slug('set id');
export const categoryIdSchema = slug('category id');

export const raritySchema = z.enum(RARITY_TIERS);

/** A query parameter holding a comma list (spec §7 "comma list"), each item checked by `item`. */
export function commaListSchema<S extends z.ZodMiniType<unknown, string>>(item: S, max: number) {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) =>
        value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
    ),
    z.array(item).check(z.minLength(1), z.maxLength(max)),
  );
}

/** Spec §9: collectibles are listed 10 to a page by default; the store and market lists follow suit. */
export const CATALOGUE_PAGE_SIZE = 10;

/** `page` (from 1) and `pageSize` of a paged catalogue query; a page past the last one answers no records. */
export const cataloguePageQuerySchema = pageQuerySchema(CATALOGUE_PAGE_SIZE);

/** A paged catalogue answer: the spec §3 collectibles list response shape (`PagedAnswer`). */
export function pagedAnswerSchema<S extends z.ZodMiniType>(record: S) {
  return z.object({ total: count, records: z.array(record), page: z.number().check(z.int(), z.gte(1)), totalPages: count });
}

// ---- Collectibles ----------------------------------------------------------------------------------

export const collectibleSchema = z.object({
  id: z.uuid(),
  merchantId: z.string(),
  setId: z.string(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
  properties: z.record(z.string(), z.string()),
  ownerId: z.nullable(z.uuid()),
  receivedTime: isoTimeSchema,
}) satisfies z.ZodMiniType<Collectible>;

/** `GET /api/users/{id}/collectibles` payload: spec §3 collectibles list response. */
/** One collectible of a collection list: with the count of its open offers (extension, optional for an older API). */
export const collectionItemSchema = z.extend(collectibleSchema, { openOffers: z.optional(count) }) satisfies z.ZodMiniType<CollectionItem>;

export const collectiblesPageSchema = pagedAnswerSchema(collectionItemSchema) satisfies z.ZodMiniType<CollectiblesPage>;

export const COLLECTIBLE_SORTS = ['RECEIVED_TIME', 'NAME', 'RARITY'] as const;
export type CollectibleSort = (typeof COLLECTIBLE_SORTS)[number];
export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

const propertyTypeSchema = z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'A property type such as element'));

/** `type:value`, e.g. `element:fire`; the value may hold anything but a comma. */
const propertyFilterSchema = z.pipe(
  z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}:[^,]{1,64}$/, 'A property filter such as element:fire')),
  z.transform((filter) => {
    const colon = filter.indexOf(':');
    return { type: filter.slice(0, colon), value: filter.slice(colon + 1) };
  }),
);

/**
 * `GET /api/users/{id}/collectibles` query (spec §7: merchantId, page, pageSize, sort=RECEIVED_TIME,
 * order=DESC). Extensions: `sort` also NAME or RARITY; `rarity` (comma list) and `property`
 * (comma list of `type:value`; values of one type widen the match, different types narrow it).
 */
export const collectiblesQuerySchema = z.extend(cataloguePageQuerySchema, {
  merchantId: z.optional(merchantIdSchema),
  sort: z._default(z.enum(COLLECTIBLE_SORTS), 'RECEIVED_TIME'),
  order: z._default(z.enum(SORT_ORDERS), 'DESC'),
  rarity: z.optional(commaListSchema(raritySchema, RARITY_TIERS.length)),
  property: z.optional(commaListSchema(propertyFilterSchema, 50)),
});
export type CollectiblesQuery = z.output<typeof collectiblesQuerySchema>;

/** `GET /api/users/{id}/collectibles/filters` query (spec §7: merchantId, propertyType comma list). */
export const collectibleFiltersQuerySchema = z.strictObject({
  merchantId: z.optional(merchantIdSchema),
  propertyType: z.optional(commaListSchema(propertyTypeSchema, 10)),
});

const valueCountSchema = z.object({ value: z.string(), count });

/**
 * `GET /api/users/{id}/collectibles/filters` payload (spec §7 leaves it unshown): what the filter chips
 * of a collection page offer — the rarities present (tier order) and, per requested property type in
 * the order asked, the values present; each with how many collectibles carry it.
 */
export const collectibleFiltersSchema = z.object({
  total: count,
  rarities: z.array(z.object({ rarity: raritySchema, count })),
  properties: z.array(z.object({ type: z.string(), values: z.array(valueCountSchema) })),
});
export type CollectibleFilters = z.infer<typeof collectibleFiltersSchema>;

export const LISTING_KINDS = ['STORE', 'MARKET'] as const;
export const LISTING_STATUSES = ['ACTIVE', 'RESERVED', 'SOLD', 'CANCELLED'] as const;

/** A collectible's current sale: in the merchant's store or on the market; RESERVED while a purchase is under way. */
export const listingSummarySchema = z.object({
  id: z.uuid(),
  kind: z.enum(LISTING_KINDS),
  status: z.enum(LISTING_STATUSES),
  price: gemAmountSchema,
});

/** The latest completed sale of a collectible (a purchase or an accepted offer): its price and when it completed. */
export const lastSaleSchema = z.object({ price: gemAmountSchema, time: isoTimeSchema });
export type LastSale = z.infer<typeof lastSaleSchema>;

/**
 * `GET /api/collectibles/{id}` payload (spec §7 leaves it unshown): the collectible, its owner's public
 * profile (null while the merchant holds it), its current listing if any, its open offers, and its last
 * sale (null when it never changed hands for GEM).
 */
export const collectibleDetailSchema = z.extend(collectibleSchema, {
  owner: z.nullable(publicUserProfileSchema),
  listing: z.nullable(listingSummarySchema),
  offers: z.object({ open: count, bestPrice: z.nullable(gemAmountSchema) }),
  lastSale: z.nullable(lastSaleSchema),
});
export type CollectibleDetail = z.infer<typeof collectibleDetailSchema>;
