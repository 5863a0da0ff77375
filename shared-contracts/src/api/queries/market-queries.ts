import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { MarketStacksRequest } from '../resources/market-api';
import type { MarketListing, MarketListingCreate } from '../schemas/listing-schemas';
import type { PageQuery } from '../schemas/paging-schemas';
import { apiQuery } from './api-query';
import { collectiblesKeys } from './collectibles-queries';
import { invalidate } from './invalidate';

const MARKET = ['market'] as const;

export const marketKeys = {
  all: MARKET,
  ofMerchant: (merchantId: string) => [...MARKET, merchantId] as const,
  stacks: (merchantId: string, request: MarketStacksRequest = {}) => [...MARKET, merchantId, 'stacks', request] as const,
  stackListings: (merchantId: string, setId: string, request: PageQuery = {}) => [...MARKET, merchantId, 'stack', setId, request] as const,
  listing: (merchantId: string, listingId: string) => [...MARKET, merchantId, 'listing', listingId] as const,
};

/** A merchant's market (extension of §7): stacks of one set with floor price, a stack's listings, one listing. */
export const marketQueries = {
  stacks: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, request: MarketStacksRequest = {}) =>
    apiQuery(marketKeys.stacks(merchantId, request), (options) => api.market.stacks(merchantId, request, options)),
  stackListings: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, setId: string, request: PageQuery = {}) =>
    apiQuery(marketKeys.stackListings(merchantId, setId, request), (options) => api.market.stackListings(merchantId, setId, request, options)),
  /** One listing, sold or withdrawn ones too; null when there is no such listing. */
  listing: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, listingId: string) =>
    apiQuery(marketKeys.listing(merchantId, listingId), (options) => api.market.listing(merchantId, listingId, options)),
};

/** A listing the server answered changes its merchant's market and its collectible's page. */
function listingMutation<TVariables>(
  action: string,
  send: (variables: TVariables) => Promise<MarketListing>,
): UseMutationOptions<MarketListing, Error, TVariables> {
  return {
    mutationKey: [...MARKET, action],
    mutationFn: send,
    onSuccess: (listing, _variables, _onMutate, { client }) => {
      client.setQueryData<MarketListing | null>(marketKeys.listing(listing.merchantId, listing.id), listing);
      invalidate(client, marketKeys.ofMerchant(listing.merchantId), collectiblesKeys.detail(listing.collectible.id));
    },
  };
}

export const marketMutations = {
  /** Extension: `POST /api/users/self/listings` → the new listing; a refusal rejects (403, 404, 409). */
  list: (api: Pick<MarketplaceApi, 'market'>) => listingMutation<MarketListingCreate>('list', (listing) => api.market.list(listing)),
  /** Extension: `DELETE /api/users/self/listings/{id}` → the listing, CANCELLED; 409 while a purchase holds it. */
  cancel: (api: Pick<MarketplaceApi, 'market'>) => listingMutation<string>('cancel', (listingId) => api.market.cancel(listingId)),
};
