import { type SearchKind, searchAnswerSchema } from '../../wire/schemas/search-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

export const SEARCH_PATH = '/api/search';

/** What one search asks: the text, and (when not all and not the default) the kinds and how many of each. */
export interface SiteSearchRequest {
  q: string;
  kinds?: readonly SearchKind[];
  limit?: number;
}

/** Extension: the search across merchants, items, sets and people of the header and of `/search`. */
export function createSearchApi(transport: ApiTransport) {
  return {
    /** `GET /api/search?q=&kinds=&limit=`: a failure rejects, so the page can offer to try again. */
    find: ({ q, kinds, limit }: SiteSearchRequest, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: SEARCH_PATH, query: { q, kinds: kinds ? [...kinds] : undefined, limit }, schema: searchAnswerSchema, signal }),
  };
}
