import { merchantCategoryListSchema, storeItemSchema, storeItemsPageSchema } from '../../wire/schemas/listing-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import type { StoreGrouping } from '../../wire/schemas/listing-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { listOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { pageQuery } from './catalogue-query';
import { pathSegment } from './path-segment';

export type StoreItemsRequest = PageQuery & { categoryId?: string; groupBy?: StoreGrouping };

const storePath = (merchantId: string) => `/api/merchants/${pathSegment(merchantId)}/store`;

/**
 * A merchant's store (`/store/{merchant}`): what the merchant still holds, on sale. Spec §7 lists no
 * store call, so every one is an extension. An inactive merchant answers 404 'Merchant not found'.
 */
export function createStoreApi(transport: ApiTransport) {
  return {
    /** Extension: `GET /api/merchants/{merchantId}/store/categories` → `[{id, name}]` in the merchant's order; `listOrEmpty`. */
    categories: async (merchantId: string, { signal }: RequestOptions = {}) =>
      listOrEmpty(transport.request('main', { path: `${storePath(merchantId)}/categories`, schema: merchantCategoryListSchema, signal })),
    /**
     * Extension: `GET /api/merchants/{merchantId}/store?categoryId&groupBy&page&pageSize` → the items on sale, cheapest
     * first, each with its set's `supplyLeft`; `groupBy: 'SET'` answers one item per set. A failure rejects rather
     * than reading as an empty store, so the page can say the store could not be read (and offer a retry) or,
     * on 404 'Merchant not found', that the merchant is closed.
     */
    items: async (merchantId: string, request: StoreItemsRequest = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', {
        path: storePath(merchantId),
        query: { categoryId: request.categoryId, groupBy: request.groupBy, ...pageQuery(request) },
        schema: storeItemsPageSchema,
        signal,
      }),
    /** Extension: `GET /api/merchants/{merchantId}/store/{listingId}` → one item, sold ones too; `nullOn404`: null means no such item. */
    item: async (merchantId: string, listingId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `${storePath(merchantId)}/${pathSegment(listingId)}`, schema: storeItemSchema, signal })),
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;
