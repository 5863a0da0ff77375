import * as z from 'zod/mini';

/** A code of an authenticator app (RFC 6238 TOTP, six digits every 30 seconds). */
export const twoFactorCodeSchema = z.string().check(z.regex(/^\d{6}$/, '6 digits'));

/**
 * `POST /api/2fa` body (spec §7: not shown): nothing. Extension semantics: it starts an enrolment,
 * a new secret that waits for `PUT /api/users/self/2fa` with a code of it.
 */
export const twoFactorEnrolmentRequestSchema = z.nullable(z.strictObject({}));

/**
 * Extension of spec §7 (answer not shown): the pending secret (Base32) for the authenticator app,
 * typed in or scanned as the `otpauth://totp/…` URI (as a QR code).
 */
export const twoFactorEnrolmentPayloadSchema = z.object({
  secret: z.string().check(z.regex(/^[A-Z2-7]+=*$/, 'A Base32 secret')),
  otpauthUri: z.string().check(z.startsWith('otpauth://totp/')),
});
export type TwoFactorEnrolmentPayload = z.infer<typeof twoFactorEnrolmentPayloadSchema>;

/**
 * `PUT /api/users/self/2fa` body (spec §7). Turning on needs a code of the pending secret of
 * `POST /api/2fa`; turning off a code of the active one.
 */
export const twoFactorUpdateSchema = z.strictObject({
  twoFactorAuth: z.boolean(),
  code: twoFactorCodeSchema,
});
export type TwoFactorUpdate = z.infer<typeof twoFactorUpdateSchema>;

/** Extension of spec §7 (answer not shown): the user's 2FA state after the change. */
export const twoFactorPayloadSchema = z.object({ twoFactorAuth: z.boolean() });
export type TwoFactorPayload = z.infer<typeof twoFactorPayloadSchema>;
