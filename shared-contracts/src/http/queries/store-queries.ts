import type { MarketplaceApi } from '../resources/marketplace-api';
import type { StoreItemsRequest } from '../resources/store-api';
import { apiQuery } from './api-query';

const STORE = ['store'] as const;

export const storeKeys = {
  all: STORE,
  ofMerchant: (merchantId: string) => [...STORE, merchantId] as const,
  categories: (merchantId: string) => [...STORE, merchantId, 'categories'] as const,
  items: (merchantId: string, request: StoreItemsRequest = {}) => [...STORE, merchantId, 'items', request] as const,
  item: (merchantId: string, listingId: string) => [...STORE, merchantId, 'item', listingId] as const,
};

/** A merchant's store (extension of §7): categories, items on sale (cheapest first), one item. */
export const storeQueries = {
  categories: (api: Pick<MarketplaceApi, 'store'>, merchantId: string) =>
    apiQuery(storeKeys.categories(merchantId), (options) => api.store.categories(merchantId, options)),
  items: (api: Pick<MarketplaceApi, 'store'>, merchantId: string, request: StoreItemsRequest = {}) =>
    apiQuery(storeKeys.items(merchantId, request), (options) => api.store.items(merchantId, request, options)),
  /** One item, sold ones too; null when there is no such item. */
  item: (api: Pick<MarketplaceApi, 'store'>, merchantId: string, listingId: string) =>
    apiQuery(storeKeys.item(merchantId, listingId), (options) => api.store.item(merchantId, listingId, options)),
};
