import { type PageViewRequest, pageViewPayloadSchema } from '../../wire/schemas/analytics-schemas';
import type { ApiTransport } from '../transport/create-api-transport';

/** The stand-in analytics tag's one call; the shell's tracker uses it only after consent to analytics. */
export function createAnalyticsApi(transport: ApiTransport) {
  return {
    /** Extension of spec §7: `POST /api/analytics/page-views` counts one page view (400 for a path with a query, 429 when flooded). */
    recordPageView: (body: PageViewRequest) =>
      transport.request('main', { method: 'POST', path: '/api/analytics/page-views', body, schema: pageViewPayloadSchema }),
  };
}

export type AnalyticsApi = ReturnType<typeof createAnalyticsApi>;
