import type { Rarity } from '../../wire/entities/collectible';
import {
  marketListingSchema,
  marketListingsPageSchema,
  marketStacksPageSchema,
  ownListingsSchema,
  stackCompletionSchema,
  type ListingStatus,
  type MarketListingCreate,
  type MarketListingPrice,
  type MarketListingSort,
} from '../../wire/schemas/listing-schemas';
import { listingBulkAnswerSchema, type ListingBulkRequest } from '../../wire/schemas/listing-bulk-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import { newIdempotencyKey } from '../transport/idempotency-key';
import type { RequestOptions } from '../transport/request-options';
import { nullOn404 } from '../transport/null-on-404';
import { pageOrEmpty } from '../transport/list-or-empty';
import { listOrAbsent, pageQuery } from './catalogue-query';
import { pathSegment } from './path-segment';

export type MarketStacksRequest = PageQuery & { rarity?: readonly Rarity[] };

/** What the market's listing grid and a stack page ask; left out, a filter does not apply and the sort is NEWEST. */
export type MarketListingsRequest = PageQuery & {
  q?: string;
  rarity?: readonly Rarity[];
  categoryId?: string;
  setId?: string;
  sort?: MarketListingSort;
};

/** What the person's own listings ask; left out, the status is ACTIVE (what they have on sale). */
export type OwnListingsRequest = PageQuery & { status?: ListingStatus };

/** The market front's grouped view: the listings' filters and sort, one entry per set. */
export type MarketListingSetsRequest = Omit<MarketListingsRequest, 'setId'>;

function listingsQuery(request: MarketListingsRequest) {
  return {
    ...pageQuery(request),
    q: request.q?.trim() || undefined,
    rarity: listOrAbsent(request.rarity),
    categoryId: request.categoryId,
    setId: request.setId,
    sort: request.sort,
  };
}

const marketPath = (merchantId: string) => `/api/merchants/${pathSegment(merchantId)}/market`;
const OWN_LISTINGS_PATH = '/api/users/self/listings';

/**
 * A merchant's market (`/market/{merchant}`): collectibles people offer, in stacks of one set. Spec §7
 * lists no market call, so every one is an extension.
 */
export function createMarketApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/merchants/{merchantId}/market?page&pageSize&rarity` → stacks with count and floor price; `pageOrEmpty`. */
    stacks: async (merchantId: string, request: MarketStacksRequest = {}, { signal }: RequestOptions = {}) =>
      pageOrEmpty(
        transport.request('main', {
          path: marketPath(merchantId),
          query: { ...pageQuery(request), rarity: listOrAbsent(request.rarity) },
          schema: marketStacksPageSchema,
          signal,
        }),
        request.page,
      ),
    /**
     * Extension: `GET /api/merchants/{merchantId}/market/listings?q&rarity&categoryId&setId&sort&page&pageSize`
     * → the ACTIVE listings of people other than the signed-in user. A failure rejects rather than
     * reading as "nothing matches", so the page can say the market could not be read and offer a retry.
     */
    listings: async (merchantId: string, request: MarketListingsRequest = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', {
        path: `${marketPath(merchantId)}/listings`,
        query: listingsQuery(request),
        schema: marketListingsPageSchema,
        signal,
      }),
    /**
     * Extension: `GET /api/merchants/{merchantId}/market/listings?groupBy=SET&…` → the same listings as
     * `listings`, one stack per set (count and floor price); sorted by floor price or newest listing.
     * A failure rejects, as for `listings`.
     */
    listingSets: async (merchantId: string, request: MarketListingSetsRequest = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', {
        path: `${marketPath(merchantId)}/listings`,
        query: { ...listingsQuery(request), groupBy: 'SET' },
        schema: marketStacksPageSchema,
        signal,
      }),
    /**
     * Extension: `GET /api/merchants/{merchantId}/market/stacks/{setId}/completion` → the set, the
     * signed-in user's copies of it and what completing it costs; `nullOn404`: null means no such set.
     */
    stackCompletion: async (merchantId: string, setId: string, { signal }: RequestOptions = {}) =>
      nullOn404(
        transport.request('main', { path: `${marketPath(merchantId)}/stacks/${pathSegment(setId)}/completion`, schema: stackCompletionSchema, signal }),
      ),
    /** Extension: `GET /api/merchants/{merchantId}/market/stacks/{setId}?page&pageSize` → the stack's listings, cheapest first; `pageOrEmpty`. */
    stackListings: async (merchantId: string, setId: string, request: PageQuery = {}, { signal }: RequestOptions = {}) =>
      pageOrEmpty(
        transport.request('main', {
          path: `${marketPath(merchantId)}/stacks/${pathSegment(setId)}`,
          query: pageQuery(request),
          schema: marketListingsPageSchema,
          signal,
        }),
        request.page,
      ),
    /** Extension: `GET /api/merchants/{merchantId}/market/{listingId}` → one listing, sold or withdrawn ones too; `nullOn404`. */
    listing: async (merchantId: string, listingId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `${marketPath(merchantId)}/${pathSegment(listingId)}`, schema: marketListingSchema, signal })),
    /**
     * Extension: `GET /api/users/self/listings?status&page&pageSize` → `{records, total}`, the signed-in
     * person's market listings of that status (ACTIVE by default) over every merchant, newest first. A
     * failure rejects, so a page can say the listings could not be read rather than that there are none.
     */
    own: async (request: OwnListingsRequest = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', {
        path: OWN_LISTINGS_PATH,
        query: { ...pageQuery(request), status: request.status },
        schema: ownListingsSchema,
        signal,
      }),
    /**
     * Extension: `POST /api/users/self/listings {collectibleId, price, signature}` (the owner wallet's
     * signature of `buildListingMessage`) → the new listing; a failure rejects (403 'Not your collectible'
     * or 'Invalid signature', 404, 409 'Collectible already listed': `answerMessage` says which).
     */
    list: async (listing: MarketListingCreate) =>
      transport.request('main', { method: 'POST', path: OWN_LISTINGS_PATH, body: listing, schema: marketListingSchema, idempotencyKey: newIdempotencyKey() }),
    /** Extension: `DELETE /api/users/self/listings/{id}` → the listing, CANCELLED; a failure rejects (409 while a purchase holds it). */
    cancel: async (listingId: string) =>
      transport.request('main', { method: 'DELETE', path: `${OWN_LISTINGS_PATH}/${pathSegment(listingId)}`, schema: marketListingSchema }),
    /**
     * Extension: `PUT /api/users/self/listings/{id}/price {price, signature}` (signed like a new listing, with
     * the new price) → the listing at its new price; a failure rejects (404, 403 'Invalid signature',
     * 409 'Listing is reserved' while a purchase holds it, or sold or cancelled).
     */
    reprice: async (listingId: string, change: MarketListingPrice) =>
      transport.request('main', { method: 'PUT', path: `${OWN_LISTINGS_PATH}/${pathSegment(listingId)}/price`, body: change, schema: marketListingSchema }),
    /**
     * Extension: `POST /api/users/self/listings/bulk {changes, signature}` (the seller wallet's signature of
     * `buildListingPricesMessage` over the new prices, when there are any) → one result per change, in
     * order: a listing sold or reserved meanwhile is refused alone. The request as a whole fails on a bad
     * signature (403), no wallet (409) or a bad body (400).
     */
    changeOwn: async (request: ListingBulkRequest) =>
      transport.request('main', { method: 'POST', path: `${OWN_LISTINGS_PATH}/bulk`, body: request, schema: listingBulkAnswerSchema }),
  };
}

export type MarketApi = ReturnType<typeof createMarketApi>;
