import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import {
  type ApiEnvelope,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  type TransferRecord,
  type TransferTerms,
  transferRequestSchema,
  uuidParamsSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { weiToGem } from '../ledger/gem-amounts.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';
import { sendTransfer, transferOfSender } from '../wallet-moves/transfers.js';

const idempotencyHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: idempotencyKeySchema });

/** Extension: sending GEM from the signed-in person's wallet to an address, and the network fee it costs. */
export const transferRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, twoFactorAttempts, walletMoves }) => {
  app.get('/api/wallet/transfer-terms', async (): Promise<ApiEnvelope<TransferTerms>> => okEnvelope({ networkFee: weiToGem(walletMoves.networkFeeWei) }));

  app.post('/api/users/self/wallet/transfers', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<TransferRecord>> => {
    const headers = parseRequest('headers', idempotencyHeadersSchema, request.headers);
    const body = parseRequest('body', transferRequestSchema, request.body);
    return okEnvelope(
      await sendTransfer(db, twoFactorAttempts, {
        senderId: sessionUserOf(request).id,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string,
        request: body,
        networkFeeWei: walletMoves.networkFeeWei,
      }),
    );
  });

  app.get('/api/users/self/wallet/transfers/:id', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<TransferRecord>> => {
    const { id } = parseRequest('params', uuidParamsSchema, request.params);
    return okEnvelope(await transferOfSender(db, sessionUserOf(request).id, id));
  });
};
