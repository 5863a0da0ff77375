import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type ApiEnvelope, type ListedTransaction, type RecordList, transactionListQuerySchema, type TransactionStatus } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { transactionPageOf } from '../commerce/transaction-history.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Spec §7 `GET /api/users/self/transactions` (completed) and `/pending`, both narrowed by the activity's filters (extension). */
export const transactionRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  function listOf(status: TransactionStatus) {
    return async (request: FastifyRequest): Promise<ApiEnvelope<RecordList<ListedTransaction>>> => {
      const { page, pageSize, ...filter } = parseRequest('query', transactionListQuerySchema, request.query);
      return okEnvelope(await transactionPageOf(db, sessionUserOf(request).id, status, page, pageSize, filter));
    };
  }

  app.get('/api/users/self/transactions', { preHandler: auth.requireUser }, listOf('COMPLETE'));
  app.get('/api/users/self/transactions/pending', { preHandler: auth.requireUser }, listOf('PENDING'));
};
