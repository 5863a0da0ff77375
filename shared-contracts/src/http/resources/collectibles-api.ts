import type { Rarity } from '../../wire/entities/collectible';
import {
  collectibleDetailSchema,
  collectibleFiltersSchema,
  collectiblesPageSchema,
  type CollectibleFilters,
  type CollectibleSort,
  type SortOrder,
} from '../../wire/schemas/collectible-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import type { QueryParams } from '../transport/build-request-url';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { orOnApiError, pageOrEmpty } from '../transport/list-or-empty';
import { nullOn404 } from '../transport/null-on-404';
import { listOrAbsent, pageQuery } from './catalogue-query';
import { pathSegment } from './path-segment';

export interface CollectiblesRequest extends PageQuery {
  merchantId?: string;
  /** Default RECEIVED_TIME (spec §7); NAME and RARITY are extensions. */
  sort?: CollectibleSort;
  /** Default DESC (spec §7). */
  order?: SortOrder;
  /** Extension: only these rarities. */
  rarity?: readonly Rarity[];
  /** Extension: property type → the values accepted (any of them); several types must all match. */
  properties?: Readonly<Record<string, readonly string[]>>;
}

export interface CollectibleFiltersRequest {
  merchantId?: string;
  /** The property types to offer chips for, e.g. `['element', 'class']`. */
  propertyTypes?: readonly string[];
}

const NO_FILTERS: CollectibleFilters = { total: 0, rarities: [], properties: [] };

function collectiblesQuery({ merchantId, sort = 'RECEIVED_TIME', order = 'DESC', rarity, properties = {}, ...page }: CollectiblesRequest): QueryParams {
  const propertyFilters = Object.entries(properties).flatMap(([type, values]) => values.map((value) => `${type}:${value}`));
  return { merchantId, ...pageQuery(page), sort, order, rarity: listOrAbsent(rarity), property: listOrAbsent(propertyFilters) };
}

/** Anyone's collection and any collectible (spec §6, §7): public, so they work for visitors too. */
export function createCollectiblesApi(transport: ApiTransport) {
  const readPage = async (userId: string, request: CollectiblesRequest = {}, { signal }: RequestOptions = {}) =>
    transport.request('main', {
      path: `/api/users/${pathSegment(userId)}/collectibles`,
      query: collectiblesQuery(request),
      schema: collectiblesPageSchema,
      signal,
    });
  return {
    /**
     * §7 `GET /api/users/{id}/collectibles?merchantId&page&pageSize&sort=RECEIVED_TIME&order=DESC` → the
     * collectibles list (spec §3); `pageOrEmpty`: a failure gives the page asked for, empty.
     */
    ofUser: async (userId: string, request: CollectiblesRequest = {}, options: RequestOptions = {}) =>
      pageOrEmpty(readPage(userId, request, options), request.page),
    /**
     * The same read for a page that shows the collection itself: a failure rejects, so the page can say
     * the collection could not be loaded and offer to try again, rather than that its owner has nothing.
     */
    page: readPage,
    /**
     * §7 `GET /api/users/{id}/collectibles/filters?merchantId&propertyType=a,b` → the rarities and property
     * values present, with counts; a failure gives no filters (a list call, so no error either).
     */
    filters: async (userId: string, { merchantId, propertyTypes }: CollectibleFiltersRequest = {}, { signal }: RequestOptions = {}) => {
      return orOnApiError(
        transport.request('main', {
          path: `/api/users/${pathSegment(userId)}/collectibles/filters`,
          query: { merchantId, propertyType: listOrAbsent(propertyTypes) },
          schema: collectibleFiltersSchema,
          signal,
        }),
        NO_FILTERS,
      );
    },
    /** §7 `GET /api/collectibles/{id}` → owner, current listing and open offers too; `nullOn404`: null means no such collectible. */
    detail: async (collectibleId: string, { signal }: RequestOptions = {}) =>
      nullOn404(transport.request('main', { path: `/api/collectibles/${pathSegment(collectibleId)}`, schema: collectibleDetailSchema, signal })),
  };
}

export type CollectiblesApi = ReturnType<typeof createCollectiblesApi>;
