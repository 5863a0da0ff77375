import * as z from 'zod/mini';
import { TRANSACTION_STATUSES } from '../entities/transaction';
import { weiOfGem } from '../commerce/gem-wei';
import { gemAmountSchema, gemPriceSchema, isoTimeSchema, signatureSchema } from './commerce-field-schemas';
import { twoFactorCodeSchema } from './two-factor-schemas';
import { walletAddressSchema } from './wallet-schemas';

/**
 * Extension of spec §7: `GET /api/wallet/transfer-terms` (public). The network fee a send pays on top
 * of its amount, from the API's configuration (not the marketplace fee of a purchase).
 */
export const transferTermsSchema = z.object({ networkFee: gemAmountSchema });
export type TransferTerms = z.infer<typeof transferTermsSchema>;

/** A deposit or a send as the ledger holds it: PENDING until confirmed, then COMPLETE. */
const walletMoveFields = {
  id: z.uuid(),
  /** GEM the move brings (a deposit) or the recipient receives (a send). */
  amount: gemAmountSchema,
  status: z.enum(TRANSACTION_STATUSES),
  createdAt: isoTimeSchema,
  completedAt: z.nullable(isoTimeSchema),
};

/** Extension of spec §7: one deposit credited to the person's wallet address. */
export const depositRecordSchema = z.object(walletMoveFields);
export type DepositRecord = z.infer<typeof depositRecordSchema>;

/** `POST /api/users/self/wallet/deposits` body (extension, the local deposit stand-in): the GEM to add, two decimals at most. */
export const depositRequestSchema = z.strictObject({ amount: gemPriceSchema });
export type DepositRequest = z.infer<typeof depositRequestSchema>;

/**
 * Extension of spec §7: `GET /api/users/self/wallet/deposits`. `standIn` says whether this API adds GEM
 * itself (the development switch); off, deposits come only from the chain and the caps are absent.
 */
export const depositSummarySchema = z.object({
  standIn: z.boolean(),
  /** The most the stand-in adds in any 24 hours, and what is left of it now; null when the stand-in is off. */
  dailyCap: z.nullable(gemAmountSchema),
  remainingToday: z.nullable(gemAmountSchema),
  /** The latest deposits, newest first. */
  records: z.array(depositRecordSchema),
});
export type DepositSummary = z.infer<typeof depositSummarySchema>;

/** A GEM amount a person typed to send: a decimal with at most 18 places, more than zero. */
export const transferAmountSchema = gemAmountSchema.check(z.refine((amount) => (weiOfGem(amount) ?? 0n) > 0n, 'The amount must be more than 0'));

/**
 * `POST /api/users/self/wallet/transfers` body (extension), with an `Idempotency-Key` header (a UUID)
 * that the signed message names too: the wallet's signature of `buildTransferMessage`, the fee the
 * person saw (refused when the configured one differs) and the authenticator code when 2FA is on.
 */
export const transferRequestSchema = z.strictObject({
  to: walletAddressSchema,
  amount: transferAmountSchema,
  fee: gemAmountSchema,
  signature: signatureSchema,
  code: z.optional(twoFactorCodeSchema),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const idempotencyKeySchema = z.uuid();

/** Extension of spec §7: one send, as `POST …/transfers` and `GET …/transfers/{id}` answer it. */
export const transferRecordSchema = z.object({
  ...walletMoveFields,
  /** The transfer's idempotency key. */
  key: z.uuid(),
  /** The recipient's checksummed address. */
  to: z.string(),
  fee: gemAmountSchema,
  /** Amount plus fee: what left the sender's balance. */
  total: gemAmountSchema,
});
export type TransferRecord = z.infer<typeof transferRecordSchema>;
