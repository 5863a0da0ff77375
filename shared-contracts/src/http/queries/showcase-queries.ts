import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';
import { MARKET_REFRESH_MS } from './market-refresh-period';

const SHOWCASE = ['showcase'] as const;

export const showcaseKeys = {
  all: SHOWCASE,
  home: () => [...SHOWCASE, 'home'] as const,
};

export const showcaseQueries = {
  /** Extension `GET /api/showcase`: fresh for one market refresh period, like the prices beside it. */
  home: (api: Pick<MarketplaceApi, 'showcase'>) => apiQuery(showcaseKeys.home(), (options) => api.showcase.home(options), { staleTime: MARKET_REFRESH_MS }),
};
