import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import {
  type ApiEnvelope,
  type CartCheckoutRecord,
  cartCheckoutRequestSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { checkOutCart } from '../commerce/cart-checkout.js';
import { okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

const idempotencyHeadersSchema = z.object({ [IDEMPOTENCY_KEY_HEADER.toLowerCase()]: idempotencyKeySchema });

/** Extension: buying the page's cart (store items and market listings of any merchants) in one signed checkout. */
export const cartRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, fees, twoFactorAttempts }) => {
  // Like a single purchase, refused with 403 until the person has accepted the terms in force.
  app.post('/api/users/self/cart/checkouts', { preHandler: auth.requireAcceptedTerms }, async (request): Promise<ApiEnvelope<CartCheckoutRecord>> => {
    const headers = parseRequest('headers', idempotencyHeadersSchema, request.headers);
    const body = parseRequest('body', cartCheckoutRequestSchema, request.body);
    return okEnvelope(
      await checkOutCart(db, fees, twoFactorAttempts, {
        buyerId: sessionUserOf(request).id,
        idempotencyKey: headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()] as string,
        request: body,
      }),
    );
  });
};
