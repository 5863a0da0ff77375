import type { ReactElement } from 'react';
import { MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import { quietMarketStatsApi } from '@marketplace/contracts/testing';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import type { Merchant, RuntimeConfig } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';

export const TEST_CONFIG = { api: { main: 'https://api.market.test' }, fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 } } as RuntimeConfig;

interface MerchantPageOptions {
  merchants?: Merchant[] | (() => Promise<Merchant[]>);
  /** The rest of the API the page calls (store, mints, users…); merchants, the rate and quiet market stats are answered already. */
  api?: Partial<MarketplaceApi>;
  locale?: string;
  path?: string;
  rate?: number;
}

/**
 * Renders a merchant page as the shell would: translated, in a router, with the page's API client
 * (merchants, the GEM rate and whatever else the test gives) and the runtime configuration.
 */
export function renderMerchantPage(element: ReactElement, { merchants = [], api = {}, locale, path, rate = 0.05 }: MerchantPageOptions = {}) {
  const list = typeof merchants === 'function' ? merchants : async () => merchants;
  const pageApi = {
    merchants: { list },
    rates: { productUsd: async () => ({ price: rate }) },
    // Item and market pages show price histories and figures: a market with no sales unless the test gives its own.
    marketStats: quietMarketStatsApi(),
    ...api,
  } as unknown as MarketplaceApi;
  return renderTranslated(
    <RuntimeConfigContext.Provider value={TEST_CONFIG}>
      <MarketplaceApiContext.Provider value={pageApi}>{element}</MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>,
    { ...(locale ? { locale } : {}), ...(path ? { path } : {}) },
  );
}
