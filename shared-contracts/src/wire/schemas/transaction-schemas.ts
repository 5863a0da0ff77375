import * as z from 'zod/mini';
import { PRODUCT } from '../product';
import { RARITY_TIERS } from '../entities/collectible';
import { ACTIVITY_KIND_FILTERS, type ActivityKindFilter, type ListedTransaction, type TransactionCollectible } from '../entities/transaction';
import { merchantIdSchema } from './collectible-schemas';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema, recordListSchema } from './paging-schemas';

/**
 * What the activity may be narrowed to (an extension): one `kind` as the person calls it (a sale is a
 * PURCHASE they were paid in), the `merchantId` of the collectible moved (a move of GEM alone has none,
 * so it is left out), and a time range, `from` and `to` inclusive, as instants with their offset (the
 * page sends the start and the end of the days the person picked, in their time zone).
 */
export const transactionFilterShape = {
  kind: z.optional(z.enum(ACTIVITY_KIND_FILTERS as [ActivityKindFilter, ...ActivityKindFilter[]])),
  merchantId: z.optional(merchantIdSchema),
  from: z.optional(isoTimeSchema),
  to: z.optional(isoTimeSchema),
};
export type TransactionFilter = { kind?: ActivityKindFilter; merchantId?: string; from?: string; to?: string };

/** `GET /api/users/self/transactions` and `/pending` query (spec §7: page, pageSize), with the filters of `transactionFilterShape`. */
export const transactionListQuerySchema = z.extend(pageQuerySchema(10), transactionFilterShape).check(
  z.refine(({ from, to }) => from === undefined || to === undefined || Date.parse(from) <= Date.parse(to), {
    message: '`from` must not be after `to`',
    path: ['from'],
  }),
);

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

/** Extension: the collectible a transaction moved (name, rarity, art, game), so a row shows the item without another read. */
export const transactionCollectibleSchema = z.object({
  name: z.string(),
  rarity: z.enum(RARITY_TIERS),
  imageUrl: z.string(),
  merchantId: z.string(),
}) satisfies z.ZodMiniType<TransactionCollectible>;

/** One transaction as the server lists it; the client adds `status` from the list it came from (spec §3). */
export const listedTransactionSchema = z.object({
  id: z.uuid(),
  time: isoTimeSchema,
  kind: z.string(),
  amount: gemAmountSchema,
  fee: gemAmountSchema,
  [FROM_ID]: z.nullable(z.uuid()),
  [TO_ID]: z.nullable(z.uuid()),
  collectibleId: z.nullable(z.uuid()),
  collectible: z.optional(z.nullable(transactionCollectibleSchema)),
  address: z.optional(z.nullable(z.string())),
}) satisfies z.ZodMiniType<ListedTransaction>;

/** `GET /api/users/self/transactions` (COMPLETE ones) and `/pending` (PENDING ones) payload, newest first. */
export const transactionListSchema = recordListSchema(listedTransactionSchema);
