import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import * as z from 'zod/mini';
import { type ApiEnvelope, emailKeySchema, type UnsubscribeOutcome } from '@marketplace/contracts/wire';
import type { AppContext } from '../context/app-context.js';
import { unsubscribeWithKey } from '../communications/communication-preferences.js';
import { errorEnvelope, okEnvelope } from '../http/envelope.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../mail/one-click-unsubscribe.js';
import { parseRequest } from '../validation/parse-request.js';

/** Attempts one client may make a minute: a mail client unsubscribing, never a key guesser. */
export const ONE_CLICK_ATTEMPTS_PER_MINUTE = 20;

const oneClickQuerySchema = z.strictObject({ key: emailKeySchema });
/** RFC 8058 §3.1: the body is exactly this one form field. */
const oneClickBodySchema = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

/**
 * RFC 8058 one-click unsubscribe, the URI of an offers mail's `List-Unsubscribe` header. A mail client POSTs
 * `List-Unsubscribe=One-Click` (form-encoded) with no cookie and no credential, from no page of ours (so no
 * CORS): the key of the URI, issued when the mail was sent, is the whole proof. It turns off the category of
 * the mail, as the mail's visible link does (`unsubscribeWithKey` says why not the master switch); the key works again and again for 30
 * days, so a client that retries is answered the same.
 */
export const oneClickUnsubscribeRoutes: FastifyPluginAsync<AppContext> = async (app, { db }) => {
  await app.register(formbody, { bodyLimit: 1024 });
  app.post(
    ONE_CLICK_UNSUBSCRIBE_PATH,
    { config: { rateLimit: { max: ONE_CLICK_ATTEMPTS_PER_MINUTE, timeWindow: 60_000 } } },
    async (request, reply): Promise<ApiEnvelope<UnsubscribeOutcome | null>> => {
      const { key } = parseRequest('query', oneClickQuerySchema, request.query);
      parseRequest('body', oneClickBodySchema, request.body);
      const outcome = await unsubscribeWithKey(db, key);
      if (outcome) return okEnvelope(outcome);
      // One answer for unknown, expired and other-purpose keys, as every key route gives.
      reply.code(404);
      return errorEnvelope(404, 'Key not found');
    },
  );
};
