import type { MarketplaceApi } from '../resources/marketplace-api';
import type { SiteSearchRequest } from '../resources/search-api';
import { apiQuery } from './api-query';

const SEARCH = ['search'] as const;

/** The text is keyed as it is sent (trimmed, case kept: the API ignores case, the cache need not). */
export const searchKeys = {
  all: SEARCH,
  find: ({ q, kinds, limit }: SiteSearchRequest) => [...SEARCH, q.trim(), kinds?.join(',') ?? 'all', limit ?? 'default'] as const,
};

/** How long an answer is fresh: the catalogue changes seldom, and typing back to an earlier text should cost nothing. */
const SEARCH_FRESH_MS = 60_000;

export const searchQueries = {
  /** Extension `GET /api/search`; the query's AbortSignal cancels a search a newer text replaced. */
  find: (api: Pick<MarketplaceApi, 'search'>, request: SiteSearchRequest) =>
    apiQuery(searchKeys.find(request), (options) => api.search.find({ ...request, q: request.q.trim() }, options), { staleTime: SEARCH_FRESH_MS }),
};
