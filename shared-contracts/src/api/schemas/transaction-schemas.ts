import { z } from 'zod';
import { PRODUCT } from '../../product';
import type { ListedTransaction } from '../../entities/transaction';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema, recordListSchema } from './paging-schemas';

/** `GET /api/users/self/transactions` and `/pending` query (spec §7: page, pageSize). */
export const transactionListQuerySchema = pageQuerySchema(10);

const FROM_ID = `from${PRODUCT}Id` as const;
const TO_ID = `to${PRODUCT}Id` as const;

/** One transaction as the server lists it; the client adds `status` from the list it came from (spec §3). */
export const listedTransactionSchema = z.object({
  id: z.uuid(),
  time: isoTimeSchema,
  kind: z.string(),
  amount: gemAmountSchema,
  fee: gemAmountSchema,
  [FROM_ID]: z.uuid().nullable(),
  [TO_ID]: z.uuid().nullable(),
  collectibleId: z.uuid().nullable(),
}) satisfies z.ZodType<ListedTransaction>;

/** `GET /api/users/self/transactions` (COMPLETE ones) and `/pending` (PENDING ones) payload, newest first. */
export const transactionListSchema = recordListSchema(listedTransactionSchema);
