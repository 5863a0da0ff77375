import type { FastifyPluginAsync } from 'fastify';
import {
  type ApiEnvelope,
  type CommunicationPreferences,
  type UnsubscribeOutcome,
  communicationPreferencesUpdateSchema,
  resubscribeRequestSchema,
} from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { sessionUserOf } from '../auth/authenticate.js';
import { readCommunicationPreferences, resubscribeWithKey, saveCommunicationCategories } from '../communications/communication-preferences.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { parseRequest } from '../validation/parse-request.js';

/** Attempts at an undo one client may make a minute: enough for a person, too few to guess keys. */
export const RESUBSCRIBE_ATTEMPTS_PER_MINUTE = 20;

/**
 * E-mail preferences by category (spec §2 `/communications`) beside the spec's one switch
 * (`PUT /api/users/self/communications`, the master), and the undo of a one-click unsubscribe.
 */
export const communicationPreferencesRoutes: FastifyPluginAsync<AppContext> = async (app, { db, auth }) => {
  app.get(
    '/api/users/self/communication-preferences',
    { preHandler: auth.requireUser },
    async (request, reply): Promise<ApiEnvelope<CommunicationPreferences | null>> => {
      const preferences = await readCommunicationPreferences(db, sessionUserOf(request).id);
      if (preferences) return okEnvelope(preferences);
      reply.code(404);
      return errorEnvelope(404, 'User not found');
    },
  );

  app.put(
    '/api/users/self/communication-preferences',
    { preHandler: auth.requireUser },
    async (request, reply): Promise<ApiEnvelope<CommunicationPreferences | null>> => {
      const { categories } = parseRequest('body', communicationPreferencesUpdateSchema, request.body);
      const preferences = await saveCommunicationCategories(db, sessionUserOf(request).id, categories);
      if (preferences) return okEnvelope(preferences);
      reply.code(404);
      return errorEnvelope(404, 'User not found');
    },
  );

  // No bearer token: the person comes from the unsubscribe link, perhaps signed out; the key just followed is the proof.
  app.post(
    '/api/keys/resubscribe-communications',
    { config: { rateLimit: { max: RESUBSCRIBE_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply): Promise<ApiEnvelope<UnsubscribeOutcome | null>> => {
      const { key } = parseRequest('body', resubscribeRequestSchema, request.body);
      const outcome = await resubscribeWithKey(db, key);
      if (outcome) return okEnvelope(outcome);
      // The same answer for unknown, expired, other-purpose and too-late keys, as the unsubscribe gives.
      reply.code(404);
      return errorEnvelope(404, 'Key not found');
    },
  );
};
