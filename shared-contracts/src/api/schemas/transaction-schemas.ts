import * as z from 'zod/mini';
import { PRODUCT } from '../../product';
import { RARITY_TIERS } from '../../entities/collectible';
import type { ListedTransaction, TransactionCollectible } from '../../entities/transaction';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema, recordListSchema } from './paging-schemas';

/** `GET /api/users/self/transactions` and `/pending` query (spec §7: page, pageSize). */
export const transactionListQuerySchema = pageQuerySchema(10);

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
