import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type RecordList, type ReferralTransaction, type ReferredUser, referralListQuerySchema } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { okEnvelope } from '../http/envelope.js';
import { referralTransactionsOf, referredUsersOf } from '../referrals/referral-lists.js';
import { parseRequest } from '../validation/parse-request.js';

/** Spec §3 `referredUsers` and `referralTransactions` of the signed-in user, paged. */
export const referralRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get('/api/users/self/referrals/users', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<RecordList<ReferredUser>>> => {
    const window = parseRequest('query', referralListQuerySchema, request.query);
    return okEnvelope(await referredUsersOf(db, sessionUserOf(request).id, window));
  });

  app.get(
    '/api/users/self/referrals/transactions',
    { preHandler: auth.requireUser },
    async (request): Promise<ApiEnvelope<RecordList<ReferralTransaction>>> => {
      const window = parseRequest('query', referralListQuerySchema, request.query);
      return okEnvelope(await referralTransactionsOf(db, sessionUserOf(request).id, window));
    },
  );
};
