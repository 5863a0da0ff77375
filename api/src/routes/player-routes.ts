import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, MerchantPlayer } from '@marketplace/contracts/wire';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { merchantParamsSchema } from '../catalogue/catalogue-params.js';
import { playerOf } from '../catalogue/merchant-players.js';
import { requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { okEnvelope } from '../envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * §7 `GET /api/merchants/elemental-raiders/user`, answered for any merchant: the signed-in user's
 * player record, 404 when they are not a player.
 */
export const playerRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get('/api/merchants/:merchantId/user', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<MerchantPlayer>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await playerOf(db, merchantId, sessionUserOf(request).id));
  });
};
