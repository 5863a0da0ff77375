import * as z from 'zod/mini';
import { gemAmountSchema, isoTimeSchema } from './commerce-field-schemas';
import { pageQuerySchema, recordListSchema } from './paging-schemas';

/**
 * The referrer's share, in percent, of the marketplace fee a referred person pays on their first store
 * purchase: credited as a REFERRAL_REWARD when that purchase settles. The page states it; the API pays it.
 */
export const REFERRAL_REWARD_PERCENT_OF_FEE = 20;

/** `GET /api/users/self/referrals/users` and `/transactions` query (page, pageSize). */
export const referralListQuerySchema = pageQuerySchema(10);

/** Who a referral names: enough to show a name and link their public profile (`/user/{id}`). */
export const referralPersonSchema = z.object({
  id: z.uuid(),
  username: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
  profilePicture: z.string(),
});
export type ReferralPerson = z.infer<typeof referralPersonSchema>;

/** Spec §3 `referredUsers` record: a person who signed up through the user's referral link, and when. */
export const referredUserSchema = z.extend(referralPersonSchema, { joinedTime: isoTimeSchema });
export type ReferredUser = z.infer<typeof referredUserSchema>;

/**
 * Spec §3 `referralTransactions` record: one REFERRAL_REWARD credited to the user, in GEM, and the
 * referred person whose purchase earned it.
 */
export const referralTransactionSchema = z.object({
  id: z.uuid(),
  time: isoTimeSchema,
  amount: gemAmountSchema,
  referredUser: referralPersonSchema,
});
export type ReferralTransaction = z.infer<typeof referralTransactionSchema>;

export const referredUserListSchema = recordListSchema(referredUserSchema);
export const referralTransactionListSchema = recordListSchema(referralTransactionSchema);
