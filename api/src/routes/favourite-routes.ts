import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type FavouriteItem,
  type FavouriteKey,
  type FavouriteKeys,
  favouriteParamsSchema,
  favouritesQuerySchema,
  type PagedAnswer,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { okEnvelope } from '../http/envelope.js';
import { addFavourite, removeFavourite } from '../favourites/favourite-changes.js';
import { favouriteKeysOf, favouritesPageOf } from '../favourites/favourite-reads.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * Extension: the signed-in person's favourites. Theirs alone and changed by each heart they press, so
 * every read is fresh, never cached; adding and removing are idempotent (`PUT` / `DELETE`), so a retried
 * or doubled press lands where the person meant.
 */
export const favouriteRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  const guarded = { preHandler: auth.requireUser };

  app.get('/api/users/self/favourites', guarded, async (request): Promise<ApiEnvelope<PagedAnswer<FavouriteItem>>> => {
    const query = parseRequest('query', favouritesQuerySchema, request.query);
    return okEnvelope(await favouritesPageOf(db, sessionUserOf(request).id, query));
  });

  app.get(
    '/api/users/self/favourites/keys',
    guarded,
    async (request): Promise<ApiEnvelope<FavouriteKeys>> => okEnvelope(await favouriteKeysOf(db, sessionUserOf(request).id)),
  );

  app.put('/api/users/self/favourites/:merchantId/:setId', guarded, async (request): Promise<ApiEnvelope<FavouriteKey>> => {
    const key = parseRequest('params', favouriteParamsSchema, request.params);
    return okEnvelope(await addFavourite(db, sessionUserOf(request).id, key));
  });

  app.delete('/api/users/self/favourites/:merchantId/:setId', guarded, async (request): Promise<ApiEnvelope<FavouriteKey>> => {
    const key = parseRequest('params', favouriteParamsSchema, request.params);
    return okEnvelope(await removeFavourite(db, sessionUserOf(request).id, key));
  });
};
