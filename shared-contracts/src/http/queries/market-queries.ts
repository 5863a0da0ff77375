import type { UseMutationOptions } from '@tanstack/react-query';
import type { MarketplaceApi } from '../resources/marketplace-api';
import type { MarketListingSetsRequest, MarketListingsRequest, MarketStacksRequest, OwnListingsRequest } from '../resources/market-api';
import type { MarketListing, MarketListingCreate, MarketListingPrice } from '../../wire/schemas/listing-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import { apiQuery } from './api-query';
import { collectiblesKeys } from './collectibles-queries';
import { invalidate } from './invalidate';
import { SELF_SCOPE } from './self-scope';

const MARKET = ['market'] as const;
/** The person's own listings are theirs alone: under the signed-in user's scope, dropped when the user changes. */
const OWN_LISTINGS = [...SELF_SCOPE, 'listings'] as const;

export const marketKeys = {
  all: MARKET,
  ofMerchant: (merchantId: string) => [...MARKET, merchantId] as const,
  stacks: (merchantId: string, request: MarketStacksRequest = {}) => [...MARKET, merchantId, 'stacks', request] as const,
  /** The viewer is part of the key: a signed-in person's answer leaves out their own listings. */
  listings: (merchantId: string, request: MarketListingsRequest, viewerId: string | null) => [...MARKET, merchantId, 'listings', request, viewerId] as const,
  /** Grouped per set; the viewer is part of the key for the same reason as `listings`. */
  listingSets: (merchantId: string, request: MarketListingSetsRequest, viewerId: string | null) =>
    [...MARKET, merchantId, 'listingSets', request, viewerId] as const,
  stackCompletion: (merchantId: string, setId: string, viewerId: string | null) => [...MARKET, merchantId, 'completion', setId, viewerId] as const,
  stackListings: (merchantId: string, setId: string, request: PageQuery = {}) => [...MARKET, merchantId, 'stack', setId, request] as const,
  listing: (merchantId: string, listingId: string) => [...MARKET, merchantId, 'listing', listingId] as const,
  /** Every page of the signed-in person's own listings, of every merchant and status. */
  ownAll: OWN_LISTINGS,
  own: (request: OwnListingsRequest = {}) => [...OWN_LISTINGS, request] as const,
};

/**
 * A merchant's market (extension of §7): stacks of one set with floor price, a stack's listings, the
 * searchable listings, what completing a set costs, one listing. `viewerId` is the signed-in user's id
 * (null for a visitor): the answers that depend on who asks are kept apart per person.
 */
export const marketQueries = {
  stacks: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, request: MarketStacksRequest = {}) =>
    apiQuery(marketKeys.stacks(merchantId, request), (options) => api.market.stacks(merchantId, request, options)),
  stackListings: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, setId: string, request: PageQuery = {}) =>
    apiQuery(marketKeys.stackListings(merchantId, setId, request), (options) => api.market.stackListings(merchantId, setId, request, options)),
  /** Listings of others, searched, filtered, sorted and paged; a failure is the query's error. */
  listings: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, request: MarketListingsRequest, viewerId: string | null) =>
    apiQuery(marketKeys.listings(merchantId, request, viewerId), (options) => api.market.listings(merchantId, request, options)),
  /** The same listings, one stack per set (count and floor price); a failure is the query's error. */
  listingSets: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, request: MarketListingSetsRequest, viewerId: string | null) =>
    apiQuery(marketKeys.listingSets(merchantId, request, viewerId), (options) => api.market.listingSets(merchantId, request, options)),
  /** The set, the viewer's copies and the cost of the missing ones; null when the merchant has no such set. */
  stackCompletion: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, setId: string, viewerId: string | null) =>
    apiQuery(marketKeys.stackCompletion(merchantId, setId, viewerId), (options) => api.market.stackCompletion(merchantId, setId, options)),
  /** One listing, sold or withdrawn ones too; null when there is no such listing. */
  listing: (api: Pick<MarketplaceApi, 'market'>, merchantId: string, listingId: string) =>
    apiQuery(marketKeys.listing(merchantId, listingId), (options) => api.market.listing(merchantId, listingId, options)),
  /** The signed-in person's own listings (ACTIVE unless `status` says otherwise), newest first; a failure is the query's error. */
  own: (api: Pick<MarketplaceApi, 'market'>, request: OwnListingsRequest = {}) =>
    apiQuery(marketKeys.own(request), (options) => api.market.own(request, options)),
};

/** A listing the server answered changes its merchant's market, its collectible's page and the seller's own listings. */
function listingMutation<TVariables>(
  action: string,
  send: (variables: TVariables) => Promise<MarketListing>,
): UseMutationOptions<MarketListing, Error, TVariables> {
  return {
    mutationKey: [...MARKET, action],
    mutationFn: send,
    onSuccess: (listing, _variables, _onMutate, { client }) => {
      client.setQueryData<MarketListing | null>(marketKeys.listing(listing.merchantId, listing.id), listing);
      invalidate(client, marketKeys.ofMerchant(listing.merchantId), collectiblesKeys.detail(listing.collectible.id), marketKeys.ownAll);
    },
  };
}

export const marketMutations = {
  /** Extension: `POST /api/users/self/listings` → the new listing; a refusal rejects (403, 404, 409). */
  list: (api: Pick<MarketplaceApi, 'market'>) => listingMutation<MarketListingCreate>('list', (listing) => api.market.list(listing)),
  /** Extension: `DELETE /api/users/self/listings/{id}` → the listing, CANCELLED; 409 while a purchase holds it. */
  cancel: (api: Pick<MarketplaceApi, 'market'>) => listingMutation<string>('cancel', (listingId) => api.market.cancel(listingId)),
  /** Extension: `PUT /api/users/self/listings/{id}/price` → the listing at its new price; 409 while a purchase holds it. */
  reprice: (api: Pick<MarketplaceApi, 'market'>) =>
    listingMutation<ListingRepricing>('reprice', ({ listingId, change }) => api.market.reprice(listingId, change)),
};

export interface ListingRepricing {
  listingId: string;
  change: MarketListingPrice;
}
