import type { Rarity } from '../../entities/collectible';
import { marketListingSchema, marketListingsPageSchema, marketStacksPageSchema, type MarketListingCreate } from '../schemas/listing-schemas';
import type { PageQuery } from '../schemas/paging-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { nullOn404 } from '../transport/null-on-404';
import { pageOrEmpty } from '../transport/list-or-empty';
import { listOrAbsent, pageQuery } from './catalogue-query';
import { pathSegment } from './path-segment';

export type MarketStacksRequest = PageQuery & { rarity?: readonly Rarity[] };

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
     * Extension: `POST /api/users/self/listings {collectibleId, price}` → the new listing; a failure rejects
     * (403 not yours, 404, 409 already listed: `answerMessage` says which).
     */
    list: async (listing: MarketListingCreate) =>
      transport.request('main', { method: 'POST', path: OWN_LISTINGS_PATH, body: listing, schema: marketListingSchema }),
    /** Extension: `DELETE /api/users/self/listings/{id}` → the listing, CANCELLED; a failure rejects (409 while a purchase holds it). */
    cancel: async (listingId: string) =>
      transport.request('main', { method: 'DELETE', path: `${OWN_LISTINGS_PATH}/${pathSegment(listingId)}`, schema: marketListingSchema }),
  };
}

export type MarketApi = ReturnType<typeof createMarketApi>;
