import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, MerchantPlayer } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { merchantParamsSchema } from '../catalogue/catalogue-params.js';
import { playerOf } from '../catalogue/merchant-players.js';
import { requireActiveMerchant } from '../catalogue/merchant-lookup.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/**
 * §7 `GET /api/merchants/elemental-raiders/user`, answered for any merchant: the signed-in user's
 * player record. Not being a player is an answer, not a failure: 200 with a null payload (extension of
 * the spec's 404, which every browser would log as an error on each signed-in page; the client reads both).
 */
export const playerRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get('/api/merchants/:merchantId/user', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<MerchantPlayer | null>> => {
    const { merchantId } = parseRequest('params', merchantParamsSchema, request.params);
    await requireActiveMerchant(db, merchantId);
    return okEnvelope(await playerOf(db, merchantId, sessionUserOf(request).id));
  });
};
