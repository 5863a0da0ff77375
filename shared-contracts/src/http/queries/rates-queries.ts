import { PRODUCT_RATE_PAIR } from '../../wire/product';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';
import { MARKET_REFRESH_MS } from './market-refresh-period';

const RATES = ['rates'] as const;

export const ratesKeys = {
  all: RATES,
  productUsd: () => [...RATES, PRODUCT_RATE_PAIR] as const,
};

export const ratesQueries = {
  /**
   * §7 `GET /api/rates/gem-usd`. Fresh for one refresh period: the shell's polling reads it again
   * every 30 s, so a page showing it adds no call of its own.
   */
  productUsd: (api: Pick<MarketplaceApi, 'rates'>) =>
    apiQuery(ratesKeys.productUsd(), (options) => api.rates.productUsd(options), { staleTime: MARKET_REFRESH_MS }),
};
