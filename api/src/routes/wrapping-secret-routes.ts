import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ApiEnvelope, WrappingSecretPayload } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { wrappingSecrets } from '../db/schema.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';

/**
 * Extension of spec §7 (issue: "Google/Apple wrapping secrets are released only to a session that
 * authenticated through that path"): one random secret per user and provider, made on first use.
 * A password session gets 403: its copy of the key is wrapped under the password instead.
 */
export const wrappingSecretRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get('/api/users/self/wrapping-secret', { preHandler: auth.requireUser }, async (request, reply): Promise<ApiEnvelope<WrappingSecretPayload | null>> => {
    const { id, method } = sessionUserOf(request);
    if (method !== 'google' && method !== 'apple') {
      reply.code(403);
      return errorEnvelope(403, 'Sign-in with Google or Apple required');
    }
    await db
      .insert(wrappingSecrets)
      .values({ userId: id, provider: method, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing();
    const [stored] = await db
      .select({ secret: wrappingSecrets.secret })
      .from(wrappingSecrets)
      .where(and(eq(wrappingSecrets.userId, id), eq(wrappingSecrets.provider, method)));
    if (!stored) throw new Error('Wrapping secret missing after insert');
    return okEnvelope({ provider: method, secret: stored.secret });
  });
};
