import * as z from 'zod/mini';

/**
 * The password rules the server enforces (spec §5 leaves them unshown), here so the front end can
 * show the same rules before it sends anything. Lengths count characters as a person sees them.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_RULES = ['length', 'not-email', 'not-current'] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

export const PASSWORD_RULE_MESSAGES: Record<PasswordRule, string> = {
  length: `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`,
  'not-email': 'Must not be your e-mail address',
  'not-current': 'Must differ from the current password',
};

/** What a new password is compared with; leave `currentPassword` out where there is none (sign-up). */
export interface PasswordRuleContext {
  email: string;
  currentPassword?: string;
}

/** The first rule `password` breaks, or null when it keeps them all. */
export function brokenPasswordRule(password: string, { email, currentPassword }: PasswordRuleContext): PasswordRule | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) return 'length';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'not-email';
  if (currentPassword !== undefined && password === currentPassword) return 'not-current';
  return null;
}

// Far above any rule, so only a body that is not a password form at all is refused as a bad shape (400);
// a password breaking the rules is refused as a failed precondition (412) with the rule that failed. Also the
// current password of other sensitive steps (`email-change-schemas`).
const PASSWORD_FIELD_MAX_LENGTH = 4096;
export const passwordFieldSchema = z.string().check(z.minLength(1, 'Required'), z.maxLength(PASSWORD_FIELD_MAX_LENGTH));

/** `PUT /api/users/self/password` body (spec §7). */
export const passwordChangeSchema = z.strictObject({
  currentPassword: passwordFieldSchema,
  newPassword: passwordFieldSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * Extension of spec §7 (answer not shown): `PUT /api/users/self/password` answers this on success.
 * Never null, so a caller can tell success from the null of an unexpected failure.
 */
export const passwordChangePayloadSchema = z.object({ changed: z.literal(true) });
export type PasswordChangePayload = z.infer<typeof passwordChangePayloadSchema>;

/** `POST /api/auth/verify/password` body (spec §7): the signed-in user's password, checked before a sensitive step. */
export const passwordVerificationSchema = z.strictObject({ password: passwordFieldSchema });
export type PasswordVerification = z.infer<typeof passwordVerificationSchema>;

/**
 * Extension of spec §7 (answer not shown): whether the password is the user's. A wrong password is an
 * answer (`valid: false`), never a 401, which would sign the person out.
 */
export const passwordVerificationPayloadSchema = z.object({ valid: z.boolean() });
export type PasswordVerificationPayload = z.infer<typeof passwordVerificationPayloadSchema>;
