import type { ReactElement } from 'react';
import { MarketplaceApiContext, RuntimeConfigContext } from '@marketplace/contracts/browser';
import type { MarketplaceApi } from '@marketplace/contracts/http';
import type { RuntimeConfig } from '@marketplace/contracts/wire';
import { renderTranslated } from '../../../tooling/testing/render-translated';

/** The fee rule of the served `config.json`: 5 % with a floor of 0.50 USD. */
export const POLICY_TEST_CONFIG = { api: { main: 'https://api.market.test' }, fees: { marketplaceFeesPercent: 5, minimumPrice: 0.5 } } as RuntimeConfig;

interface PolicyPageOptions {
  /** The rest of the API the page calls; the GEM rate is answered already. */
  api?: Partial<MarketplaceApi>;
  locale?: string;
  path?: string;
  /** USD per GEM; null makes the rate fail. */
  rate?: number | null;
}

/**
 * Renders a policy page or the terms modal as the shell would: translated, in a router, with the
 * page's API client (the live rate answered) and the runtime configuration (the fee rule).
 */
export function renderPolicyPage(element: ReactElement, { api = {}, locale, path, rate = 0.04 }: PolicyPageOptions = {}) {
  const pageApi = {
    rates: { productUsd: async () => (rate === null ? Promise.reject(new Error('rate down')) : { price: rate }) },
    ...api,
  } as unknown as MarketplaceApi;
  return renderTranslated(
    <RuntimeConfigContext.Provider value={POLICY_TEST_CONFIG}>
      <MarketplaceApiContext.Provider value={pageApi}>{element}</MarketplaceApiContext.Provider>
    </RuntimeConfigContext.Provider>,
    { ...(locale ? { locale } : {}), ...(path ? { path } : {}) },
  );
}
