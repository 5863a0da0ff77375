import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../locale/locales';
import { envelopeSchema } from '../api/envelope';

/** A server-owned message file: `notifications`, … */
export const translationFileNameSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/, 'A translation file name'));

/** `GET /api/translations/file/{name}` path parameters (spec §7). */
export const translationFileParamsSchema = z.strictObject({ name: translationFileNameSchema });

/** `GET /api/translations/file/{name}` query (spec §7): one of the nine locales of spec §1. */
export const translationFileQuerySchema = z.strictObject({ locale: z.enum(SUPPORTED_LOCALES) });

/**
 * `GET /api/translations/file/{name}` payload: the messages `{key: message}` merged into the locale
 * (spec §7), in i18next syntax (`{{placeholder}}`).
 */
export const translationMessagesSchema = z.record(z.string(), z.string());
export type TranslationMessages = z.infer<typeof translationMessagesSchema>;

/** The whole answer, which the client hands on as it is (spec §8 gives its failure the same shape). */
export const translationFileAnswerSchema = envelopeSchema(translationMessagesSchema);
