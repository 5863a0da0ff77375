import { z } from 'zod';
import { MERCHANT_STATUSES, type Merchant } from '../../entities/merchant';
import type { LocalizedText } from '../../locale/localized-text';

const translation = z.string().min(1).optional();

/** A merchant's text for people: English always, each other locale of spec §1 when translated. */
export const localizedTextSchema = z.object({
  en: z.string().min(1),
  es: translation,
  pt: translation,
  ja: translation,
  ko: translation,
  de: translation,
  it: translation,
  fr: translation,
  zh: translation,
}) satisfies z.ZodType<LocalizedText>;

/**
 * One merchant of `GET /api/merchants`: spec §3 Merchant, plus the `luxury`, `name`, `tagline` and
 * `artUrl` extensions (an API from before the last two answers neither: read as none).
 */
export const merchantSchema = z.object({
  id: z.string(),
  status: z.enum(MERCHANT_STATUSES),
  platforms: z.array(z.string()),
  gamePageURI: z.string(),
  landingPageURI: z.string(),
  merchantPages: z.record(z.string(), z.boolean()),
  luxury: z.boolean(),
  name: z.string(),
  tagline: localizedTextSchema.nullable().default(null),
  artUrl: z.string().nullable().default(null),
}) satisfies z.ZodType<Merchant>;

/** `GET /api/merchants` payload. */
export const merchantListSchema = z.array(merchantSchema);
