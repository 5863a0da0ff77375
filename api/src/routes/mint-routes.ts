import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  mintListQuerySchema,
  mintPurchaseRequestSchema,
  type MintRecord,
  mintSignRequestSchema,
  type RecordList,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { mintOfUser, mintPageOfUser, type MintRow, toMintRecord } from '../commerce/mint-records.js';
import { cancelPurchase, reservePurchase } from '../commerce/purchase.js';
import { releaseExpiredReservations } from '../commerce/reservations.js';
import { signPurchase } from '../commerce/sign-purchase.js';
import { okEnvelope } from '../http/envelope.js';
import { answerKeptAtCommit } from '../idempotency/answer-kept-at-commit.js';
import { parseRequest } from '../validation/parse-request.js';

/** The signed-in user's mints (purchase intents): reserve, sign, cancel, read (spec §7). */
export const mintRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, fees, twoFactorAttempts, idempotentWrite }) => {
  const guarded = { preHandler: auth.requireUser };
  const mintAnswer = (mint: MintRow): ApiEnvelope<MintRecord> => okEnvelope(toMintRecord(mint));

  app.get('/api/users/self/mints', guarded, async (request): Promise<ApiEnvelope<RecordList<MintRecord>>> => {
    const { page, pageSize } = parseRequest('query', mintListQuerySchema, request.query);
    await releaseExpiredReservations(db);
    return okEnvelope(await mintPageOfUser(db, sessionUserOf(request).id, page, pageSize));
  });

  app.get('/api/users/self/mints/:id', guarded, async (request): Promise<ApiEnvelope<MintRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    await releaseExpiredReservations(db);
    return okEnvelope(toMintRecord(await mintOfUser(db, sessionUserOf(request).id, id)));
  });

  app.post(
    '/api/users/self/mints/:id/purchases',
    { preHandler: [auth.requireAcceptedTerms, idempotentWrite] },
    async (request): Promise<ApiEnvelope<MintRecord>> => {
      const { id } = parseRequest('params', uuidParamsSchema, request.params);
      const { collectibleId } = parseRequest('body', mintPurchaseRequestSchema, request.body);
      const keepOutcome = answerKeptAtCommit(request, mintAnswer);
      return mintAnswer(await reservePurchase(db, fees, { userId: sessionUserOf(request).id, mintId: id, collectibleId, keepOutcome }));
    },
  );

  app.post('/api/users/self/mints/:id/sign', { preHandler: [auth.requireUser, idempotentWrite] }, async (request): Promise<ApiEnvelope<MintRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    const { signature, code } = parseRequest('body', mintSignRequestSchema, request.body);
    const keepOutcome = answerKeptAtCommit(request, mintAnswer);
    return mintAnswer(await signPurchase(db, twoFactorAttempts, { userId: sessionUserOf(request).id, mintId: id, signature, code, keepOutcome }));
  });

  app.delete('/api/users/self/mints/:id', guarded, async (request): Promise<ApiEnvelope<MintRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(toMintRecord(await cancelPurchase(db, sessionUserOf(request).id, id)));
  });
};
