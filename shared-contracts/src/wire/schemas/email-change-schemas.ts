import * as z from 'zod/mini';
import { emailSchema } from './auth-schemas';
import { isoTimeSchema } from './commerce-field-schemas';
import { passwordFieldSchema } from './password-schemas';
import { twoFactorCodeSchema } from './two-factor-schemas';

/**
 * Extension of spec §7: `POST /api/users/self/email-change` body. The current password always, and the
 * authenticator code while 2FA is on: whoever holds only a session (a borrowed laptop) cannot move the
 * account to an address of their own. The link that completes the change goes to `newEmail`.
 */
export const emailChangeRequestSchema = z.strictObject({
  newEmail: emailSchema,
  currentPassword: passwordFieldSchema,
  code: z.optional(twoFactorCodeSchema),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequestSchema>;

/**
 * Extension of spec §7: answer of `POST /api/users/self/email-change`: where the link went and until when
 * it works. The same answer whether or not another account uses that address, so the form does not tell
 * who is registered (a taken address gets no link, and nothing changes).
 */
export const emailChangeSentPayloadSchema = z.object({
  sentTo: z.string(),
  expiresAt: isoTimeSchema,
});
export type EmailChangeSentPayload = z.infer<typeof emailChangeSentPayloadSchema>;

/** Extension: answer of `GET /api/users/self/email-change`: the change waiting for its link, or null (also `DELETE`'s answer: null). */
export const pendingEmailChangePayloadSchema = z.nullable(emailChangeSentPayloadSchema);

/**
 * Extension of spec §7: answer of `POST /api/keys/confirm-email-change` (body `emailKeyRequestSchema`, no
 * bearer token): the account's address is now `email`, verified. Whoever follows the link holds that
 * mailbox, so naming it tells them nothing new.
 */
export const emailChangedPayloadSchema = z.object({ email: z.string() });
export type EmailChangedPayload = z.infer<typeof emailChangedPayloadSchema>;

/**
 * The messages of the refusals of `POST /api/users/self/email-change` (403 wrong password or code, 412 no
 * password or the same address, 429 too many guesses) and of the key (404 expired or used, 409 the address
 * was taken meanwhile), so the form can say which one it was.
 */
export const EMAIL_CHANGE_REFUSALS = {
  wrongPassword: 'Wrong password',
  invalidCode: 'Invalid 2FA code',
  noPassword: 'This account signs in with Google or Apple and has no password',
  sameAddress: 'body.newEmail: Must differ from the current address',
  tooManyPasswords: 'Too many wrong passwords, try again later',
  tooManyCodes: 'Too many wrong codes, try again later',
  keyNotFound: 'Key not found',
  addressTaken: 'E-mail address already in use',
} as const;
export type EmailChangeRefusal = keyof typeof EMAIL_CHANGE_REFUSALS;

/** Which refusal an answer message is, or null for one the form does not know (said generically). */
export function emailChangeRefusalOf(answerMessage: string | null | undefined): EmailChangeRefusal | null {
  const found = Object.entries(EMAIL_CHANGE_REFUSALS).find(([, message]) => answerMessage === message);
  return found ? (found[0] as EmailChangeRefusal) : null;
}
