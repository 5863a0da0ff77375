import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';

/** A key of an e-mail link: 32 random bytes, base64url. */
export const emailKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'An e-mail key'));

/** `POST /api/keys/verify-email` and `POST /api/keys/unsubscribe-communications` body (spec §7). No bearer token needed. */
export const emailKeyRequestSchema = z.strictObject({ key: emailKeySchema });
export type EmailKeyRequest = z.infer<typeof emailKeyRequestSchema>;

/** Extension of spec §7 (answer not shown): the address of the key's user is verified. */
export const emailVerifiedPayloadSchema = z.object({ emailVerified: z.literal(true) });
export type EmailVerifiedPayload = z.infer<typeof emailVerifiedPayloadSchema>;

/** Extension of spec §7 (answer not shown): the key's user gets no more communications. */
export const communicationsUnsubscribedPayloadSchema = z.object({ communications: z.literal(false) });
export type CommunicationsUnsubscribedPayload = z.infer<typeof communicationsUnsubscribedPayloadSchema>;

/** Extension of spec §7: `POST /api/users/self/verify-email` takes no body. */
export const emailVerificationRequestSchema = z.nullable(z.strictObject({}));

/** Extension of spec §7: answer of `POST /api/users/self/verify-email`, where the link went and until when it works. */
export const emailVerificationSentPayloadSchema = z.object({
  sentTo: z.string(),
  expiresAt: isoTimeSchema,
});
export type EmailVerificationSentPayload = z.infer<typeof emailVerificationSentPayloadSchema>;

/** Extension of spec §7: `GET /api/admin/mail-outbox` query (ADMIN only), optionally one recipient's mail. */
export const mailOutboxQuerySchema = z.strictObject({
  email: z.optional(
    z.pipe(
      z.email('A valid e-mail address').check(z.maxLength(254)),
      z.transform((value) => value.toLowerCase()),
    ),
  ),
});
export type MailOutboxQuery = z.input<typeof mailOutboxQuerySchema>;

/** The kinds of mail the reference API sends. */
export const MAIL_TEMPLATES = ['verify-email', 'unsubscribe-communications', 'confirm-sign-up', 'sign-up-attempt', 'support-ticket-received'] as const;

/**
 * Extension of spec §7: one mail the local stand-in for a mail provider would have sent, newest first,
 * so a person running the site locally can follow its link.
 */
export const mailOutboxEntrySchema = z.object({
  id: z.number().check(z.int()),
  toEmail: z.string(),
  template: z.enum(MAIL_TEMPLATES),
  /** Null for a mail with no link. */
  link: z.nullable(z.url()),
  /** The recipient's antiphishing code the mail shows (spec §3), null when they have none or no account. */
  antiphishingCode: z.nullable(z.string()),
  createdAt: isoTimeSchema,
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
export const mailOutboxListSchema = z.array(mailOutboxEntrySchema);
