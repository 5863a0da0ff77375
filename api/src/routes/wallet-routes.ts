import { eq } from 'drizzle-orm';
import { formatUnits, getAddress } from 'ethers';
import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type BalancePayloadAnswer,
  PRODUCT,
  PRODUCT_DECIMALS,
  type WalletPayload,
  walletRegistrationSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { rates, users } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { createHumanityCheck } from '../humanity/require-humanity-token.js';
import { balanceWeiOfUser } from '../ledger/balances.js';
import { parseRequest, RequestValidationError } from '../validation/parse-request.js';

/** A mixed-case address must carry a valid checksum; the stored form is always checksummed. */
export function checksummed(address: string, field: string): string {
  try {
    return getAddress(address);
  } catch {
    throw new RequestValidationError(`${field}: Invalid address`);
  }
}

export const walletRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, tokens, humanitySiteKey }) => {
  const requireHumanityToken = createHumanityCheck(tokens, humanitySiteKey);

  /**
   * Registers the address of the wallet the client made. The same address again is fine (a rescue
   * re-creates the same wallet); another address replaces it only in a rescue session.
   */
  app.post(
    '/api/users/self/wallet',
    { preHandler: [auth.requireUser, requireHumanityToken] },
    async (request, reply): Promise<ApiEnvelope<WalletPayload | null>> => {
      const body = parseRequest('body', walletRegistrationSchema, request.body);
      const address = checksummed(body.walletAddress, 'body.walletAddress');
      const session = sessionUserOf(request);
      const [user] = await db.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, session.id));
      if (user?.walletAddress && user.walletAddress !== address && !session.rescue) {
        reply.code(409);
        return errorEnvelope(409, 'Wallet already registered');
      }
      try {
        await db.update(users).set({ walletAddress: address }).where(eq(users.id, session.id));
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        reply.code(409);
        return errorEnvelope(409, 'Address registered to another user');
      }
      return okEnvelope({ address });
    },
  );

  app.get('/api/users/self/balance', { preHandler: auth.requireUser }, async (request): Promise<ApiEnvelope<BalancePayloadAnswer>> => {
    const wei = await balanceWeiOfUser(db, sessionUserOf(request).id);
    const [rate] = await db.select({ price: rates.price }).from(rates).where(eq(rates.product, PRODUCT));
    const amount = Number(formatUnits(wei, PRODUCT_DECIMALS));
    // Six decimals keep float noise (0.1 * 3) out of the answer; the client rounds to cents.
    const usd = Number((amount * (rate?.price ?? 0)).toFixed(6));
    return okEnvelope({ [PRODUCT]: amount, USD: usd });
  });
};
