import type { CollectibleFiltersRequest, CollectiblesRequest } from '../resources/collectibles-api';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';

const COLLECTIBLES = ['collectibles'] as const;

export const collectiblesKeys = {
  all: COLLECTIBLES,
  /** Every person's collection: its cards count open offers, so any offer call moves some of them. */
  collections: [...COLLECTIBLES, 'of-user'] as const,
  /** Every page and filter of one person's collection (the signed-in user's too: it is public). */
  ofUserAll: (userId: string) => [...COLLECTIBLES, 'of-user', userId] as const,
  ofUser: (userId: string, request: CollectiblesRequest = {}) => [...COLLECTIBLES, 'of-user', userId, request] as const,
  /** Under `ofUserAll` too, apart from `ofUser`: a failed `page` read must never be answered by an empty `ofUser` one. */
  page: (userId: string, request: CollectiblesRequest = {}) => [...COLLECTIBLES, 'of-user', userId, 'page', request] as const,
  filters: (userId: string, request: CollectibleFiltersRequest = {}) => [...COLLECTIBLES, 'filters', userId, request] as const,
  detail: (collectibleId: string) => [...COLLECTIBLES, 'detail', collectibleId] as const,
};

export const collectiblesQueries = {
  /** §7 `GET /api/users/{id}/collectibles` → one page of a collection; a failure reads as the page, empty. */
  ofUser: (api: Pick<MarketplaceApi, 'collectibles'>, userId: string, request: CollectiblesRequest = {}) =>
    apiQuery(collectiblesKeys.ofUser(userId, request), (options) => api.collectibles.ofUser(userId, request, options)),
  /** The collection page's read of the same list: a failure is an error the page shows with a retry. */
  page: (api: Pick<MarketplaceApi, 'collectibles'>, userId: string, request: CollectiblesRequest = {}) =>
    apiQuery(collectiblesKeys.page(userId, request), (options) => api.collectibles.page(userId, request, options)),
  /** §7 `GET /api/users/{id}/collectibles/filters` → the rarities and properties present, with counts. */
  filters: (api: Pick<MarketplaceApi, 'collectibles'>, userId: string, request: CollectibleFiltersRequest = {}) =>
    apiQuery(collectiblesKeys.filters(userId, request), (options) => api.collectibles.filters(userId, request, options)),
  /** §7 `GET /api/collectibles/{id}` → owner, listing and open offers; null when there is no such collectible. */
  detail: (api: Pick<MarketplaceApi, 'collectibles'>, collectibleId: string) =>
    apiQuery(collectiblesKeys.detail(collectibleId), (options) => api.collectibles.detail(collectibleId, options)),
};
