import { useQuery } from '@tanstack/react-query';
import { ratesQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from './marketplace-api-context';

export type RateState = { status: 'loading'; price: null } | { status: 'ready'; price: number } | { status: 'failed'; price: null };

/**
 * The GEM-USD rate of the page, from the one rate query the shell refreshes every 30 s (spec §9);
 * every USD amount on the page converts at it. A failed refresh keeps the last known price: only a
 * page that never had one says the rate is unavailable.
 */
export function useRate(): RateState {
  const { data, isError } = useQuery(ratesQueries.productUsd(useMarketplaceApi()));
  if (data) return { status: 'ready', price: data.price };
  return isError ? { status: 'failed', price: null } : { status: 'loading', price: null };
}
