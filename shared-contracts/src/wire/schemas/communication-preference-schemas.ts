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

/**
 * A category nobody chose yet: offers and sales, and product news, are on (the answers to what the person does on
 * the market, and what changes in the product they use); marketing is opt-in, off until the person turns it on.
 */
export function categoriesOf(stored: Record<string, boolean>): CommunicationCategories {
  return { offers: stored.offers ?? true, productNews: stored.productNews ?? true, marketing: stored.marketing ?? false };
}

/**
 * How long after an unsubscribe link was followed the same key may undo it: long enough to notice a
 * mis-click, short enough that an old mail cannot be replayed to subscribe someone again.
 */
export const RESUBSCRIBE_WINDOW_MS = 15 * 60_000;

/** Extension of spec §7: `POST /api/keys/resubscribe-communications` body, the key of the unsubscribe link. */
export const resubscribeRequestSchema = emailKeyRequestSchema;

/**
 * Extension of spec §7: what an unsubscribe link did (`POST /api/keys/unsubscribe-communications`, the page's, and
 * `POST /api/keys/unsubscribe-communications/one-click?key=`, a mail client's RFC 8058 POST), and what its undo
 * (`POST /api/keys/resubscribe-communications`) did back: `category` is the category of the mail the link came in
 * (turned off, or on again by the undo); null when the link was about every communication (the master switch).
 * `communications` is the master switch afterwards.
 */
export const unsubscribeOutcomeSchema = z.object({
  communications: z.boolean(),
  category: z.nullable(z.enum(COMMUNICATION_CATEGORIES)),
});
export type UnsubscribeOutcome = z.infer<typeof unsubscribeOutcomeSchema>;
