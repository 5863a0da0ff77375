import * as z from 'zod/mini';
import { MINT_STATUSES, type MintRecord } from '../entities/records';
import { gemAmountSchema, isoTimeSchema, signatureSchema } from './commerce-field-schemas';
import { pageQuerySchema, recordListSchema } from './paging-schemas';
import { twoFactorCodeSchema } from './two-factor-schemas';

/** `POST /api/users/self/mints/{id}/purchases` body (spec §7): the collectible to buy. */
export const mintPurchaseRequestSchema = z.strictObject({ collectibleId: z.uuid() });
export type MintPurchaseRequest = z.infer<typeof mintPurchaseRequestSchema>;

/**
 * `POST /api/users/self/mints/{id}/sign` body (spec §7): the wallet's signature of the mint's
 * `message`, and the authenticator code when the user has 2FA on.
 */
export const mintSignRequestSchema = z.strictObject({ signature: signatureSchema, code: z.optional(twoFactorCodeSchema) });
export type MintSignRequest = z.infer<typeof mintSignRequestSchema>;

/** Extension of spec §7 (answers "not shown"): one mint, as every mint call answers it. */
export const mintRecordSchema = z.object({
  id: z.uuid(),
  collectibleId: z.uuid(),
  listingId: z.uuid(),
  price: gemAmountSchema,
  fee: gemAmountSchema,
  total: gemAmountSchema,
  message: z.string(),
  status: z.enum(MINT_STATUSES),
  expiresAt: isoTimeSchema,
  createdAt: isoTimeSchema,
}) satisfies z.ZodMiniType<MintRecord>;

/** `GET /api/users/self/mints` query: extension, paged (spec §7 shows none). */
export const mintListQuerySchema = pageQuerySchema(10);

/** `GET /api/users/self/mints` payload: the user's mints, newest first. */
export const mintListSchema = recordListSchema(mintRecordSchema);
