import type { MarketplaceApi } from '../resources/marketplace-api';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const FAVOURITES = [...SELF_SCOPE, 'favourites'] as const;

export const favouritesKeys = {
  all: FAVOURITES,
  keys: () => [...FAVOURITES, 'keys'] as const,
  page: (query: PageQuery) => [...FAVOURITES, 'page', query] as const,
};

export const favouritesQueries = {
  /** Every favourite's merchant and set, one read for all the hearts of a page. */
  keys: (api: Pick<MarketplaceApi, 'favourites'>) => apiQuery(favouritesKeys.keys(), (options) => api.favourites.keys(options)),
  /** A page of the favourites page, newest first. */
  page: (api: Pick<MarketplaceApi, 'favourites'>, query: PageQuery) => apiQuery(favouritesKeys.page(query), (options) => api.favourites.page(query, options)),
};
