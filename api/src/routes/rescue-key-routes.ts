import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import type { RescueKeyPayload } from '@marketplace/contracts/src/api/schemas/vault-schemas';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { rescueKeys, users } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { createHumanityCheck } from '../humanity/require-humanity-token.js';

/**
 * `GET /api/users/self/rescue-key`: the secret the client wraps its rescue copy of the wallet key
 * with. It goes to a user creating their first wallet, and afterwards only to a session that signed
 * in through the rescue path, so a stolen ordinary session cannot unwrap the rescue copy. Both are
 * the moments spec §5 guards with a humanity token, so a script cannot harvest keys either.
 */
export const rescueKeyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, tokens, humanitySiteKey }) => {
  const requireHumanityToken = createHumanityCheck(tokens, humanitySiteKey);

  app.get('/api/users/self/rescue-key', { preHandler: [auth.requireUser, requireHumanityToken] }, async (request, reply): Promise<ApiEnvelope<RescueKeyPayload | null>> => {
    const session = sessionUserOf(request);
    const [user] = await db.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, session.id));
    if (user?.walletAddress && !session.rescue) {
      reply.code(403);
      return errorEnvelope(403, 'Rescue sign-in required');
    }
    // Generated once: two simultaneous first calls keep whichever insert came first.
    await db.insert(rescueKeys).values({ userId: session.id, key: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [stored] = await db.select({ key: rescueKeys.key }).from(rescueKeys).where(eq(rescueKeys.userId, session.id));
    if (!stored) throw new Error('Rescue key missing after insert');
    return okEnvelope({ key: stored.key });
  });
};
