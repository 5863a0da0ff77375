import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type PublicUserProfile, type SelfUser, userIdListQuerySchema, usernameOrIdParamsSchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { users, vaultKeys } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { isUuid } from '../users/user-accounts.js';
import { publicProfileView, selfUserView } from '../users/user-views.js';
import { parseRequest } from '../validation/parse-request.js';

export const userRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get('/api/users/self', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<SelfUser>> => {
    const { id } = sessionUserOf(request);
    const [user] = await db.select().from(users).where(eq(users.id, id));
    const keyTimes = await db.select({ keyType: vaultKeys.keyType, time: vaultKeys.time }).from(vaultKeys).where(eq(vaultKeys.userId, id));
    // requireUser has just found the user, so only a deletion in between leaves none.
    if (!user) throw new Error('Signed-in user vanished');
    return okEnvelope(selfUserView(user, keyTimes));
  });

  app.get('/api/users', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<PublicUserProfile[]>> => {
    const { id: ids } = parseRequest('query', userIdListQuerySchema, request.query);
    const rows = await db.select().from(users).where(inArray(users.id, ids)).orderBy(asc(users.registrationTime));
    return okEnvelope(rows.map(publicProfileView));
  });

  // Public: profile pages (`/user/{id}`) are open to visitors, and a 404 tells a free name.
  app.get('/api/users/:usernameOrId', async (request, reply): Promise<ApiEnvelope<PublicUserProfile | null>> => {
    const { usernameOrId } = parseRequest('params', usernameOrIdParamsSchema, request.params);
    const [user] = await db
      .select()
      .from(users)
      .where(isUuid(usernameOrId) ? eq(users.id, usernameOrId.toLowerCase()) : eq(users.username, usernameOrId.toLowerCase()));
    if (!user) {
      reply.code(404);
      return errorEnvelope(404, 'User not found');
    }
    return okEnvelope(publicProfileView(user));
  });
};
