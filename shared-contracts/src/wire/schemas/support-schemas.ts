import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../locale/locales';
import { isoTimeSchema } from './commerce-field-schemas';

/** What a support request is about: the form's select, and how the team sorts the queue. */
export const SUPPORT_TOPICS = ['wallet', 'payments', 'account', 'security', 'collectibles', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** A message long enough to act on, short enough to read: the form counts down to the maximum. */
export const SUPPORT_MESSAGE_MIN_LENGTH = 20;
export const SUPPORT_MESSAGE_MAX_LENGTH = 4000;

/** The largest attachment (2 MiB), said on the form before the upload and checked by both sides. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The attachment types the team opens: screenshots, receipts, text. The server checks the content's
 * magic bytes against the declared type, so a renamed executable is refused whatever its name says.
 */
export const SUPPORT_ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'text/plain'] as const;
export type SupportAttachmentType = (typeof SUPPORT_ATTACHMENT_TYPES)[number];

/** The file-picker's `accept`: the types and their usual extensions (a hint only; the server decides). */
export const SUPPORT_ATTACHMENT_ACCEPT = '.png,.jpg,.jpeg,.pdf,.txt,image/png,image/jpeg,application/pdf,text/plain';

// Base64 of the largest attachment: four characters per three bytes, padded.
const ATTACHMENT_BASE64_MAX_LENGTH = Math.ceil(SUPPORT_ATTACHMENT_MAX_BYTES / 3) * 4;

export const supportAttachmentSchema = z.strictObject({
  name: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(120),
    z.refine((name) => !/[/\\]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 0x20), 'A file name without paths or control characters'),
  ),
  type: z.enum(SUPPORT_ATTACHMENT_TYPES),
  base64: z.string().check(z.minLength(4), z.maxLength(ATTACHMENT_BASE64_MAX_LENGTH, 'At most 2 MB'), z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Base64')),
});
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

/**
 * Extension of spec §7: `POST /api/support/tickets` body. `email` is required from a visitor; for a
 * signed-in person the account's address is used and a different one is refused.
 */
export const supportTicketRequestSchema = z.strictObject({
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string().check(z.trim(), z.minLength(SUPPORT_MESSAGE_MIN_LENGTH), z.maxLength(SUPPORT_MESSAGE_MAX_LENGTH)),
  email: z.optional(
    z.pipe(
      z.email('A valid e-mail address').check(z.maxLength(254)),
      z.transform((value) => value.toLowerCase()),
    ),
  ),
  attachment: z.optional(supportAttachmentSchema),
  /** The filer's page language: the acknowledgement mail links to the support page in it (English when absent). */
  locale: z.optional(z.enum(SUPPORTED_LOCALES)),
});
export type SupportTicketRequest = z.input<typeof supportTicketRequestSchema>;

export const SUPPORT_TICKET_STATUSES = ['OPEN', 'ANSWERED', 'CLOSED'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** Extension of spec §7: one ticket as its author sees it (never the attachment's content). */
export const supportTicketSchema = z.object({
  id: z.uuid(),
  /** The short number the person quotes (`SR-…`), the same in the acknowledgement mail. */
  reference: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  message: z.string(),
  attachmentName: z.nullable(z.string()),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  createdAt: isoTimeSchema,
  updatedAt: isoTimeSchema,
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;
export const supportTicketListSchema = z.array(supportTicketSchema);

/**
 * Extension: the receipt in a visitor's acknowledgement mail (`/support?ticket=SR-…&receipt=…`). It is the ticket's random
 * id, known only to the browser that filed it and to the mailbox, so it shows that one ticket's status to someone with no account.
 */
export const SUPPORT_RECEIPT_PARAM = 'receipt';
export const supportTicketReceiptRequestSchema = z.object({ receipt: z.uuid() });
export type SupportTicketReceiptRequest = z.infer<typeof supportTicketReceiptRequestSchema>;
/** What a receipt shows: the ticket's number, topic, status and dates; never what was written, the address or the file. */
export const supportTicketReceiptSchema = z.pick(supportTicketSchema, { reference: true, topic: true, status: true, createdAt: true, updatedAt: true });
export type SupportTicketReceipt = z.infer<typeof supportTicketReceiptSchema>;

/** The reference of a ticket: its id's first eight hex digits, upper-cased (`SR-1A2B3C4D`). */
export function supportTicketReference(id: string): string {
  return `SR-${id.replaceAll('-', '').slice(0, 8).toUpperCase()}`;
}
