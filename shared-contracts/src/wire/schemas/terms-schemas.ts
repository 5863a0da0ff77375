import * as z from 'zod/mini';
import { isoTimeSchema } from './commerce-field-schemas';

/** Extension of spec §7: `PUT /api/users/self/terms` body, the terms version the person accepts (only the one in force is taken). */
export const termsAcceptanceRequestSchema = z.strictObject({ version: z.string().check(z.minLength(1), z.maxLength(40)) });
export type TermsAcceptanceRequest = z.infer<typeof termsAcceptanceRequestSchema>;

/** Extension of spec §7: answer of `PUT /api/users/self/terms`, the version stored and when it was accepted. */
export const termsAcceptancePayloadSchema = z.object({
  acceptedTermsVersion: z.string(),
  acceptedTermsTime: isoTimeSchema,
});
export type TermsAcceptancePayload = z.infer<typeof termsAcceptancePayloadSchema>;

/**
 * Spec §8 style message of the API's 403 to a purchase or sale by a person who has not accepted the terms in force;
 * the client tells it from other 403s by this text and asks the shell to show the terms (`terms:required`).
 */
export const TERMS_NOT_ACCEPTED_MESSAGE = 'Accept the current terms of service first';
