import * as z from 'zod/mini';
import { MERCHANT_STATUSES, type Merchant } from '../entities/merchant';
import type { LocalizedText } from '../locale/localized-text';

const translation = z.optional(z.string().check(z.minLength(1)));

/** A merchant's text for people: English always, each other locale of spec §1 when translated. */
export const localizedTextSchema = z.object({
  en: z.string().check(z.minLength(1)),
  es: translation,
  pt: translation,
  ja: translation,
  ko: translation,
  de: translation,
  it: translation,
  fr: translation,
  zh: translation,
}) satisfies z.ZodMiniType<LocalizedText>;

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
  tagline: z._default(z.nullable(localizedTextSchema), null),
  artUrl: z._default(z.nullable(z.string()), null),
}) satisfies z.ZodMiniType<Merchant>;

/** `GET /api/merchants` payload. */
export const merchantListSchema = z.array(merchantSchema);
