import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, RescueKeyPayload, RescuePublicKeyPayload } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { rescuePublicKeyOf } from '../custody/rescue-key-pair.js';
import type { Database } from '../db/database.js';
import { rescueKeys } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { createHumanityCheck } from '../humanity/require-humanity-token.js';

/** The user's rescue secret, generated once: two simultaneous first calls keep whichever insert came first. */
async function rescueSecretOf(db: Database, userId: string): Promise<string> {
  await db
    .insert(rescueKeys)
    .values({ userId, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [stored] = await db.select({ key: rescueKeys.key }).from(rescueKeys).where(eq(rescueKeys.userId, userId));
  if (!stored) throw new Error('Rescue key missing after insert');
  return stored.key;
}

/**
 * The rescue key pair. Its secret (`GET /api/users/self/rescue-key`, spec §7) opens the rescue copy of
 * the wallet key, so it goes only to a session that came through the rescue sign-in — whatever the
 * vault holds, since an ordinary session can change the vault. Sealing a rescue copy (a new wallet, a
 * legacy update) needs only the public half, which ordinary sessions get. Both are moments spec §5
 * guards with a humanity token, so a script cannot harvest keys either.
 */
export const rescueKeyRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth, tokens, humanitySiteKey }) => {
  const requireHumanityToken = createHumanityCheck(tokens, humanitySiteKey);

  app.get(
    '/api/users/self/rescue-key',
    { preHandler: [auth.requireUser, requireHumanityToken] },
    async (request, reply): Promise<ApiEnvelope<RescueKeyPayload | null>> => {
      const session = sessionUserOf(request);
      if (!session.rescue) {
        reply.code(403);
        return errorEnvelope(403, 'Rescue sign-in required');
      }
      return okEnvelope({ key: await rescueSecretOf(db, session.id) });
    },
  );

  app.get(
    '/api/users/self/rescue-key/public',
    { preHandler: [auth.requireUser, requireHumanityToken] },
    async (request): Promise<ApiEnvelope<RescuePublicKeyPayload>> => {
      return okEnvelope({ publicKey: rescuePublicKeyOf(await rescueSecretOf(db, sessionUserOf(request).id)) });
    },
  );
};
