import type { FastifyPluginAsync } from 'fastify';
import { type ApiEnvelope, type DepositRecord, type DepositSummary, depositRequestSchema, WALLET_MOVE_REFUSALS } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { gemToWei } from '../ledger/gem-amounts.js';
import { okEnvelope } from '../http/envelope.js';
import { ClientError } from '../validation/client-error.js';
import { parseRequest } from '../validation/parse-request.js';
import { depositSummaryOf, recordStandInDeposit } from '../wallet-moves/deposits.js';

/**
 * Extension: deposits to the signed-in person's wallet. On a real deployment GEM arrives from the chain;
 * with the development switch (`IDP_LOCAL_STANDINS=on`, like the identity and KYC stand-ins) a local
 * stand-in adds the amount the person chooses, up to a daily cap, after a simulated confirmation.
 * Without the switch the stand-in route refuses (403): nothing can mint GEM from nothing.
 */
export const depositRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, identityProviders, walletMoves }) => {
  const standIn = identityProviders.localStandIns;

  app.get('/api/users/self/wallet/deposits', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<DepositSummary>> => {
    return okEnvelope(await depositSummaryOf(db, sessionUserOf(request).id, { standIn, dailyCapWei: walletMoves.depositDailyCapWei }));
  });

  app.post('/api/users/self/wallet/deposits', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<DepositRecord>> => {
    if (!standIn) throw new ClientError(403, WALLET_MOVE_REFUSALS.depositsOff);
    const { amount } = parseRequest('body', depositRequestSchema, request.body);
    return okEnvelope(
      await recordStandInDeposit(db, { userId: sessionUserOf(request).id, amountWei: gemToWei(amount), dailyCapWei: walletMoves.depositDailyCapWei }),
    );
  });
};
