import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';

const MERCHANTS = ['merchants'] as const;
/** The merchants change with a deployment, not during a visit. */
const MERCHANTS_FRESH_MS = 5 * 60_000;

export const merchantsKeys = {
  all: MERCHANTS,
  list: () => [...MERCHANTS, 'list'] as const,
};

export const merchantsQueries = {
  /** §7 `GET /api/merchants`: every merchant, inactive ones too; a failure reads as an empty list. */
  list: (api: Pick<MarketplaceApi, 'merchants'>) => apiQuery(merchantsKeys.list(), (options) => api.merchants.list(options), { staleTime: MERCHANTS_FRESH_MS }),
};
