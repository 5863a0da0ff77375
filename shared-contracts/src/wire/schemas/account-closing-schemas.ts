import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';
import { passwordFieldSchema } from './password-schemas';
import { twoFactorCodeSchema } from './two-factor-schemas';

/**
 * How long a requested closing waits before it is carried out (issue 24): the person may change their mind
 * and cancel by signing in meanwhile. The policies promise this figure; the API refuses a shorter one outside
 * development (`api/src/account-closing/closing-settings.ts`).
 */
export const ACCOUNT_CLOSING_GRACE_DAYS = 14;

/**
 * Extension of spec §7: `POST /api/users/self/closing` body. The current password for an account that has one;
 * for a Google- or Apple-only account, none: its session must have re-authenticated with the provider in the
 * last few minutes (`POST /oauth/reauthentications`). The authenticator code while 2FA is on, either way: a
 * session alone (a borrowed laptop, a stolen cookie) cannot close the account.
 */
export const accountClosingRequestSchema = z.strictObject({
  currentPassword: z.optional(passwordFieldSchema),
  code: z.optional(twoFactorCodeSchema),
});
export type AccountClosingRequest = z.input<typeof accountClosingRequestSchema>;

/**
 * Extension of spec §7: the signed-in person's pending closing (`GET`, `POST /api/users/self/closing`):
 * when it was asked for and when it will be carried out. `GET` answers `null` when none is pending.
 */
export const accountClosingSchema = z.object({
  requestedAt: isoTimeSchema,
  closesAt: isoTimeSchema,
});
export type AccountClosing = z.infer<typeof accountClosingSchema>;
export const accountClosingPayloadSchema = z.nullable(accountClosingSchema);

/** Extension of spec §7: one pending closing as the ADMIN sees it (`GET /api/admin/account-closings`). */
export const pendingAccountClosingSchema = z.object({
  userId: z.string(),
  /** The account's public name (its username), or null: the ADMIN needs no e-mail address to recognise it. */
  username: z.nullable(z.string()),
  requestedAt: isoTimeSchema,
  closesAt: isoTimeSchema,
});
export type PendingAccountClosing = z.infer<typeof pendingAccountClosingSchema>;
export const pendingAccountClosingsSchema = z.object({ records: z.array(pendingAccountClosingSchema), total: z.number() });
export type PendingAccountClosings = z.infer<typeof pendingAccountClosingsSchema>;

/**
 * The messages of the refusals of `POST /api/users/self/closing` (403 wrong password or code, 409 a closing is
 * pending already, 412 an account without a password whose session has not re-authenticated with its provider
 * in the last few minutes, 429 too many guesses) and of `DELETE` (404 nothing to cancel), so the page can say
 * which one it was.
 */
export const ACCOUNT_CLOSING_REFUSALS = {
  wrongPassword: 'Wrong password',
  invalidCode: 'Invalid 2FA code',
  reauthenticationRequired: 'Confirm who you are with Google or Apple first',
  alreadyPending: 'The account is already set to close',
  tooManyPasswords: 'Too many wrong passwords, try again later',
  tooManyCodes: 'Too many wrong codes, try again later',
  nothingPending: 'No closing is pending',
} as const;
export type AccountClosingRefusal = keyof typeof ACCOUNT_CLOSING_REFUSALS;

/** Which refusal an answer message is, or null for one the page does not know (said generically). */
export function accountClosingRefusalOf(answerMessage: string | null | undefined): AccountClosingRefusal | null {
  const found = Object.entries(ACCOUNT_CLOSING_REFUSALS).find(([, message]) => answerMessage === message);
  return found ? (found[0] as AccountClosingRefusal) : null;
}
