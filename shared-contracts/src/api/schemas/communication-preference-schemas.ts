import * as z from 'zod/mini';
import { emailKeyRequestSchema } from './email-key-schemas';

/**
 * The kinds of optional e-mail a person chooses one by one. Security notices (sign-ins, wallet,
 * password) are not among them: they are always sent, whatever the choices.
 */
export const COMMUNICATION_CATEGORIES = ['offers', 'productNews', 'marketing'] as const;
export type CommunicationCategory = (typeof COMMUNICATION_CATEGORIES)[number];

export const communicationCategoriesSchema = z.strictObject({
  offers: z.boolean(),
  productNews: z.boolean(),
  marketing: z.boolean(),
});
export type CommunicationCategories = z.infer<typeof communicationCategoriesSchema>;

/** Extension of spec §7: `PUT /api/users/self/communication-preferences` body, every category named. */
export const communicationPreferencesUpdateSchema = z.strictObject({ categories: communicationCategoriesSchema });
export type CommunicationPreferencesUpdate = z.infer<typeof communicationPreferencesUpdateSchema>;

/**
 * Extension of spec §7: `GET /api/users/self/communication-preferences` (and the PUT's answer). The
 * spec's one `communications` switch is the master: with it off, no category is sent.
 */
export const communicationPreferencesSchema = z.object({
  communications: z.boolean(),
  categories: communicationCategoriesSchema,
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>;

/** A category nobody chose yet is on: the person asked for communications when signing up. */
export function categoriesOf(stored: Record<string, boolean>): CommunicationCategories {
  return { offers: stored.offers ?? true, productNews: stored.productNews ?? true, marketing: stored.marketing ?? true };
}

/**
 * How long after an unsubscribe link was followed the same key may undo it: long enough to notice a
 * mis-click, short enough that an old mail cannot be replayed to subscribe someone again.
 */
export const RESUBSCRIBE_WINDOW_MS = 15 * 60_000;

/** Extension of spec §7: `POST /api/keys/resubscribe-communications` body, the key of the unsubscribe link. */
export const resubscribeRequestSchema = emailKeyRequestSchema;

/** Extension of spec §7: the answer of the undo, the master switch on again. */
export const communicationsResubscribedPayloadSchema = z.object({ communications: z.literal(true) });
export type CommunicationsResubscribedPayload = z.infer<typeof communicationsResubscribedPayloadSchema>;

/**
 * Extension of spec §7: the answer of `POST /api/keys/unsubscribe-communications/one-click?key=` (RFC 8058, sent by
 * a mail client with the form body `List-Unsubscribe=One-Click`): the category of the mail, offers, is off.
 */
export const oneClickUnsubscribedPayloadSchema = z.object({ offers: z.literal(false) });
export type OneClickUnsubscribedPayload = z.infer<typeof oneClickUnsubscribedPayloadSchema>;
