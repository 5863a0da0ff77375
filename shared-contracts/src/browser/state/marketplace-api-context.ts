import { createContext, useContext } from 'react';
import type { MarketplaceApi } from '@marketplace/contracts/http';

/**
 * The one marketplace API client of the page, built by the shell on its one transport (bearer token,
 * error log, bus signals) and provided around every route, so remote pages call the API the same way.
 */
export const MarketplaceApiContext = createContext<MarketplaceApi | null>(null);

export function useMarketplaceApi(): MarketplaceApi {
  const api = useContext(MarketplaceApiContext);
  if (!api) throw new Error('useMarketplaceApi needs the MarketplaceApiContext provider');
  return api;
}
