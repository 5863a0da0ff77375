import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';

/** Spec §7 names this merchant's player call; the reference API answers it for any merchant. */
export const ELEMENTAL_RAIDERS_MERCHANT_ID = 'elemental-raiders';

/**
 * `GET /api/merchants/elemental-raiders/user` payload (spec §7; 404 or, from the reference API, a null payload means not a player): the signed-in
 * user's account in the merchant's game. The player id feeds spec §3 `playerId` and
 * `elementalRaidersPlayer`.
 */
export const merchantPlayerSchema = z.object({
  merchantId: z.string(),
  playerId: z.string(),
  linkedAt: isoTimeSchema,
});
export type MerchantPlayer = z.infer<typeof merchantPlayerSchema>;
