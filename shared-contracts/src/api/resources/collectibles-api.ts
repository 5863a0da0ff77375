import type { PagedAnswer, Rarity } from '../../entities/collectible';
import { ApiError } from '../api-error';
import {
  CATALOGUE_PAGE_SIZE,
  collectibleDetailSchema,
  collectibleFiltersSchema,
  collectiblesPageSchema,
  type CollectibleFilters,
  type CollectibleSort,
  type SortOrder,
} from '../schemas/collectible-schemas';
import type { PageQuery } from '../schemas/paging-schemas';
import type { QueryParams } from '../transport/build-request-url';
import type { ApiTransport } from '../transport/create-api-transport';
import { nullOn404 } from '../transport/null-on-404';
import { pathSegment } from './path-segment';

/**
 * Spec §7 "read failures on list calls return an empty list", for the paged catalogue answers: the
 * page asked for, with nothing on it. Only call failures are absorbed; anything else stays loud.
 */
export async function pageOrEmpty<T>(call: Promise<PagedAnswer<T>>, page = 1): Promise<PagedAnswer<T>> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError) return { total: 0, records: [], page, totalPages: 0 };
    throw error;
  }
}

/** The page query every paged catalogue call sends, defaults spelled out (spec §9: 10 to a page). */
export function pageQuery({ page = 1, pageSize = CATALOGUE_PAGE_SIZE }: PageQuery): { page: number; pageSize: number } {
  return { page, pageSize };
}

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

/** An empty list would be `?rarity=` (a 400): left out, it means "no filter". */
const listOrAbsent = <T>(values: readonly T[] | undefined) => (values && values.length > 0 ? values : undefined);

function collectiblesQuery({ merchantId, sort = 'RECEIVED_TIME', order = 'DESC', rarity, properties = {}, ...page }: CollectiblesRequest): QueryParams {
  const propertyFilters = Object.entries(properties).flatMap(([type, values]) => values.map((value) => `${type}:${value}`));
  return { merchantId, ...pageQuery(page), sort, order, rarity: listOrAbsent(rarity), property: listOrAbsent(propertyFilters) };
}

/** Anyone's collection and any collectible (spec §6, §7): public, so they work for visitors too. */
export function createCollectiblesApi(transport: ApiTransport) {
  return {
    /**
     * §7 `GET /api/users/{id}/collectibles?merchantId&page&pageSize&sort=RECEIVED_TIME&order=DESC` → the
     * collectibles list (spec §3); `pageOrEmpty`: a failure gives the page asked for, empty.
     */
    ofUser: async (userId: string, request: CollectiblesRequest = {}) =>
      pageOrEmpty(
        transport.request('main', { path: `/api/users/${pathSegment(userId)}/collectibles`, query: collectiblesQuery(request), schema: collectiblesPageSchema }),
        request.page,
      ),
    /**
     * §7 `GET /api/users/{id}/collectibles/filters?merchantId&propertyType=a,b` → the rarities and property
     * values present, with counts; a failure gives no filters (a list call, so no error either).
     */
    filters: async (userId: string, { merchantId, propertyTypes }: CollectibleFiltersRequest = {}) => {
      try {
        return await transport.request('main', {
          path: `/api/users/${pathSegment(userId)}/collectibles/filters`,
          query: { merchantId, propertyType: listOrAbsent(propertyTypes) },
          schema: collectibleFiltersSchema,
        });
      } catch (error) {
        if (error instanceof ApiError) return NO_FILTERS;
        throw error;
      }
    },
    /** §7 `GET /api/collectibles/{id}` → owner, current listing and open offers too; `nullOn404`: null means no such collectible. */
    detail: async (collectibleId: string) =>
      nullOn404(transport.request('main', { path: `/api/collectibles/${pathSegment(collectibleId)}`, schema: collectibleDetailSchema })),
  };
}

export type CollectiblesApi = ReturnType<typeof createCollectiblesApi>;
