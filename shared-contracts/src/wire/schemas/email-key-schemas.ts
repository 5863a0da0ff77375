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

/** The kinds of mail the reference API sends (the API's `MAIL_CATEGORY` table names the same, checked at compile time). */
export const MAIL_KINDS = [
  'confirm-sign-up',
  'sign-up-attempt',
  'confirm-email-change',
  'verify-email',
  'unsubscribe-communications',
  'support-ticket-received',
  'offer-received',
  'offer-accepted',
  'offer-declined',
  'offer-withdrawn',
  'item-sold',
  'purchase-settled',
  'referral-reward',
  'favourite-price-drop',
  'new-device-sign-in',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'wallet-password-rescued',
  'email-changed',
  'account-closing-scheduled',
  'account-closing-cancelled',
  'offers-digest',
] as const;
export type MailKindName = (typeof MAIL_KINDS)[number];

/**
 * Where a queued mail is: waiting or retrying, being sent, sent, not sent by the person's preferences, sent
 * inside a digest, or not makeable from what was queued (never retried; `lastError` says why).
 */
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'suppressed', 'folded', 'undeliverable'] as const;

/**
 * Extension of spec §7: one mail of the outbox (the API's durable mail queue), newest first, for an ADMIN
 * to see what was sent to whom and what is failing. No link and no content: a link may hold a key, which
 * after sending lives only in the recipient's mailbox (SECURITY.md, the mail queue).
 */
export const mailOutboxEntrySchema = z.object({
  id: z.number().check(z.int()),
  toEmail: z.string(),
  kind: z.enum(MAIL_KINDS),
  category: z.enum(['account', 'security', 'offers']),
  status: z.enum(MAIL_STATUSES),
  /** Delivery attempts made (a sent mail counts the one that went). */
  attempts: z.number().check(z.int()),
  /**
   * Whether the mail shows the recipient's antiphishing code (spec §3). Never the code itself: it is the
   * secret a phisher lacks, and an ADMIN's read (or a leaked admin session) must not hand it out.
   */
  showsAntiphishingCode: z.boolean(),
  createdAt: isoTimeSchema,
  /** When a pending mail is tried (again). */
  nextAttemptAt: isoTimeSchema,
  sentAt: z.nullable(isoTimeSchema),
  /** What went wrong with the last attempt (no secret), null once sent; kept on an undeliverable mail. */
  lastError: z.nullable(z.string()),
  /** The digest a folded mail went out in. */
  foldedInto: z.nullable(z.number().check(z.int())),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
export const mailOutboxListSchema = z.array(mailOutboxEntrySchema);
