import { useQuery } from '@tanstack/react-query';
import { CATALOGUE_PAGE_SIZE, type MarketListing } from '@marketplace/contracts/wire';
import { marketQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';

/**
 * How many other copies of a listing's set the viewer could buy right now, or undefined while that is
 * unknown: a listing page leads to its stack only when there is something else to see there. It asks
 * what the stack page's first page asks, so following the link finds its listings already loaded.
 */
export function useOtherCopiesOnSale(listing: MarketListing): number | undefined {
  const api = useMarketplaceApi();
  const viewerId = useSessionUser()?.id ?? null;
  const request = { setId: listing.collectible.setId, sort: 'PRICE_ASC', page: 1, pageSize: CATALOGUE_PAGE_SIZE } as const;
  const onSale = useQuery(marketQueries.listings(api, listing.merchantId, request, viewerId));
  if (onSale.data === undefined) return undefined;
  // The search leaves out the viewer's own listings and any that no longer stand; this one is counted
  // only when it is someone else's and still on sale.
  const countsThisOne = listing.status === 'ACTIVE' && listing.seller.id !== viewerId;
  return Math.max(0, onSale.data.total - (countsThisOne ? 1 : 0));
}
