import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope } from '@marketplace/contracts/src/api/envelope';
import type { RescueKeyPayload } from '@marketplace/contracts/src/api/schemas/vault-schemas';
import type { AppContext } from '../app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { rescueKeys, users, vaultKeys } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../envelope.js';
import { createHumanityCheck } from '../humanity/require-humanity-token.js';

/**
 * `GET /api/users/self/rescue-key`: the secret the client wraps its rescue copy of the wallet key
 * with. It goes to a user whose vault has no rescue copy yet (creating their first wallet, or updating
 * a legacy vault that held the key in clear), and otherwise only to a session that signed in through
 * the rescue path, so a stolen ordinary session cannot unwrap an existing rescue copy. These are the
 * moments spec §5 guards with a humanity token, so a script cannot harvest keys either.
 */
export const rescueKeyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, tokens, humanitySiteKey }) => {
  const requireHumanityToken = createHumanityCheck(tokens, humanitySiteKey);

  app.get('/api/users/self/rescue-key', { preHandler: [auth.requireUser, requireHumanityToken] }, async (request, reply): Promise<ApiEnvelope<RescueKeyPayload | null>> => {
    const session = sessionUserOf(request);
    const [user] = await db.select({ walletAddress: users.walletAddress }).from(users).where(eq(users.id, session.id));
    // Only an ordinary session of a user with a wallet needs the vault asked whether a rescue copy exists.
    if (user?.walletAddress && !session.rescue) {
      const [rescueCopy] = await db
        .select({ keyType: vaultKeys.keyType })
        .from(vaultKeys)
        .where(and(eq(vaultKeys.userId, session.id), eq(vaultKeys.keyType, 'rescue')));
      if (rescueCopy) {
        reply.code(403);
        return errorEnvelope(403, 'Rescue sign-in required');
      }
    }
    // Generated once: two simultaneous first calls keep whichever insert came first.
    await db.insert(rescueKeys).values({ userId: session.id, key: randomBytes(32).toString('base64url') }).onConflictDoNothing();
    const [stored] = await db.select({ key: rescueKeys.key }).from(rescueKeys).where(eq(rescueKeys.userId, session.id));
    if (!stored) throw new Error('Rescue key missing after insert');
    return okEnvelope({ key: stored.key });
  });
};
