import { showcaseSchema } from '../../wire/schemas/showcase-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

/** What the home page shows for sale across the marketplace. Spec §7 has no such call: an extension. */
export function createShowcaseApi(transport: ApiTransport) {
  return {
    /**
     * Extension: `GET /api/showcase` → `{featured, newest}`. A failure rejects (unlike §7's list calls):
     * the home page says the items could not be loaded and offers to try again, rather than showing a
     * marketplace with nothing for sale.
     */
    home: ({ signal }: RequestOptions = {}) => transport.request('main', { path: '/api/showcase', schema: showcaseSchema, signal }),
  };
}

export type ShowcaseApi = ReturnType<typeof createShowcaseApi>;
