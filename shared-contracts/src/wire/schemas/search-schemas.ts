import * as z from 'zod/mini';
import { commaListSchema, raritySchema } from './collectible-schemas';
import { localizedTextSchema } from './merchant-schemas';

/** What the site search looks through, in the order its answer lists them. */
export const SEARCH_KINDS = ['merchants', 'items', 'sets', 'people'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Fewer characters than this find too much to be worth asking for (one letter is in every name). */
export const SEARCH_QUERY_MIN_LENGTH = 2;
export const SEARCH_QUERY_MAX_LENGTH = 64;
/** Suggestions show this many of each kind; the results page asks for up to `SEARCH_LIMIT_MAX`. */
export const SEARCH_SUGGESTION_LIMIT = 4;
export const SEARCH_LIMIT_MAX = 24;

/** The searched text as typed, trimmed; blank, too short or too long is refused with a message. */
export const searchTextSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(SEARCH_QUERY_MIN_LENGTH, `At least ${SEARCH_QUERY_MIN_LENGTH} characters`),
    z.maxLength(SEARCH_QUERY_MAX_LENGTH, `At most ${SEARCH_QUERY_MAX_LENGTH} characters`),
  );

/**
 * Extension: `GET /api/search?q=&kinds=&limit=`. `kinds` a comma list of `SEARCH_KINDS` (default all),
 * `limit` how many of each kind at most (default `SEARCH_SUGGESTION_LIMIT`).
 */
export const searchQuerySchema = z.object({
  q: searchTextSchema,
  kinds: z._default(commaListSchema(z.enum(SEARCH_KINDS), SEARCH_KINDS.length), [...SEARCH_KINDS]),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(SEARCH_LIMIT_MAX)), SEARCH_SUGGESTION_LIMIT),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;
export type ParsedSearchQuery = z.output<typeof searchQuerySchema>;

/** A merchant: `/store/{id}`. */
export const merchantHitSchema = z.object({ id: z.string(), name: z.string(), artUrl: z.nullable(z.string()) });
export type MerchantHit = z.infer<typeof merchantHitSchema>;

/** An item type, the identical copies of one set: its market page is `/market/{merchantId}/stack/{setId}`. */
export const itemHitSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  setId: z.string(),
  name: z.string(),
  rarity: raritySchema,
  imageUrl: z.string(),
});
export type ItemHit = z.infer<typeof itemHitSchema>;

/**
 * A set of items a merchant files together, a store or craft category:
 * `/store/{merchantId}/category/{categoryId}` or `/craft/{merchantId}/category/{categoryId}`.
 */
export const setHitSchema = z.object({
  merchantId: z.string(),
  merchantName: z.string(),
  section: z.enum(['STORE', 'CRAFT']),
  categoryId: z.string(),
  name: z.string(),
  localizedName: z.nullable(localizedTextSchema),
});
export type SetHit = z.infer<typeof setHitSchema>;

/**
 * A person's public profile (`/user/{id}`): only what its page shows anyone, never an address. `name` is
 * the display name, else the user name; `username` the handle, when there is one.
 */
export const personHitSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.nullable(z.string()),
  profilePicture: z.string(),
});
export type PersonHit = z.infer<typeof personHitSchema>;

function hitGroupSchema<S extends z.ZodMiniType>(hit: S) {
  return z.object({ records: z.array(hit), total: z.number().check(z.int(), z.nonnegative()) });
}

/** The answer: each kind's best matches first, and how many matched in all (a kind not asked for is empty). */
export const searchAnswerSchema = z.object({
  merchants: hitGroupSchema(merchantHitSchema),
  items: hitGroupSchema(itemHitSchema),
  sets: hitGroupSchema(setHitSchema),
  people: hitGroupSchema(personHitSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;
