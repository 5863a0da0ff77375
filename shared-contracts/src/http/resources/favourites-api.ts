import { type FavouriteKey, FAVOURITES_PAGE_SIZE, favouriteKeySchema, favouriteKeysSchema, favouritesPageSchema } from '../../wire/schemas/favourite-schemas';
import type { PageQuery } from '../../wire/schemas/paging-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';
import { pathSegment } from './path-segment';

const FAVOURITES_PATH = '/api/users/self/favourites';
const favouritePath = ({ merchantId, setId }: FavouriteKey) => `${FAVOURITES_PATH}/${pathSegment(merchantId)}/${pathSegment(setId)}`;

/** Extension: the signed-in person's favourites (an item type each: merchant and set). Every failure rejects. */
export function createFavouritesApi(transport: ApiTransport) {
  return {
    /** `GET /api/users/self/favourites` (12 a page) → a page of favourites, newest first, with their price then and the lowest now. */
    page: ({ page, pageSize = FAVOURITES_PAGE_SIZE }: PageQuery = {}, { signal }: RequestOptions = {}) =>
      transport.request('main', { path: FAVOURITES_PATH, query: { page, pageSize }, schema: favouritesPageSchema, signal }),
    /** `GET /api/users/self/favourites/keys` → every favourite's merchant and set: what each heart of a page reads. */
    keys: ({ signal }: RequestOptions = {}) => transport.request('main', { path: `${FAVOURITES_PATH}/keys`, schema: favouriteKeysSchema, signal }),
    /** `PUT …/favourites/{merchantId}/{setId}` → the key; favouriting one already there changes nothing. */
    add: (key: FavouriteKey) => transport.request('main', { method: 'PUT', path: favouritePath(key), schema: favouriteKeySchema }),
    /** `DELETE …/favourites/{merchantId}/{setId}` → the key; removing one that is not there changes nothing. */
    remove: (key: FavouriteKey) => transport.request('main', { method: 'DELETE', path: favouritePath(key), schema: favouriteKeySchema }),
  };
}

export type FavouritesApi = ReturnType<typeof createFavouritesApi>;
