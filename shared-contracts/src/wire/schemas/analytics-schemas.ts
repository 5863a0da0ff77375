import * as z from 'zod/mini';
import { SUPPORTED_LOCALES } from '../locale/locales';

/** The longest path a page view may name; the site's paths are far shorter. */
export const PAGE_VIEW_PATH_MAX = 512;

/**
 * Body of `POST /api/analytics/page-views` (the local stand-in of spec §7's analytics tag). It carries
 * no personal data: the path without its locale prefix, query or hash (a query may hold keys or codes,
 * so one is refused, not trimmed), the page's language and the random visitor id of the consent cookie.
 */
export const pageViewRequestSchema = z.strictObject({
  path: z.string().check(z.minLength(1), z.maxLength(PAGE_VIEW_PATH_MAX), z.regex(/^\/[^?#\s]*$/, 'A path starts with / and has no query, hash or spaces')),
  locale: z.enum(SUPPORTED_LOCALES),
  visitorId: z.uuid(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/** The answer says only that the view was counted. */
export const pageViewPayloadSchema = z.null();
