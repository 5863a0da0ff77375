import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@marketplace/contracts/wire';
import { sessionUserOf } from '../auth/authenticate.js';
import type { Database } from '../db/database.js';
import { idempotentRequests } from '../db/schema.js';
import { errorEnvelope } from '../http/envelope.js';
import { requestFingerprint } from './request-fingerprint.js';

/** How long an answer is kept for a retry of the same action. */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60_000;
/**
 * How long a request under way holds its key: a retry meanwhile is told to wait (409). Past it the key
 * is free again, for when the instance that held it died before answering.
 */
export const IDEMPOTENCY_CLAIM_MS = 15_000;
/** A key names one action: printable, and short enough to index (a UUID is typical). */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;

export const IDEMPOTENCY_REFUSALS = {
  malformed: 'Idempotency-Key must be 8 to 128 letters, digits or - _ . :',
  otherRequest: 'Idempotency-Key was already used for a different request',
  underWay: 'A request with this Idempotency-Key is still being handled; retry shortly',
} as const;

/** The key a request holds while it acts: whose, which, and the request it was first used for. */
export interface IdempotencyClaim {
  userId: string;
  key: string;
  fingerprint: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/** Statuses that mean "not done, try again" rather than an outcome: the key is freed, never kept with them. */
const NOT_AN_OUTCOME = new Set([408, 425, 429]);

export type IdempotentWriteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * `Idempotency-Key` on the writes that buy, craft, list and offer: a preHandler (after the one that signs
 * the user in) that answers a retry of an action with the answer its first attempt got, kept 24 h per
 * user and key in PostgreSQL (PGlite by default), whichever instance gave it. The same key with another
 * request is refused (422); while the first attempt is under way a retry is told to wait (409,
 * Retry-After). Server errors (5xx) and "try again" answers are not kept, so a retry runs the action anew.
 * An action that succeeds keeps its answer in its own transaction (`answer-kept-at-commit.ts`): the
 * answer stored here after it is the same, and never replaces one kept at commit, so a retry after
 * "committed, answer lost" gets the success, not the action's refusal to run twice.
 * Without the header a write behaves as before.
 */
export function registerIdempotentWrites(app: FastifyInstance, db: Database): IdempotentWriteHandler {
  app.decorateRequest('idempotencyClaim', null);

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    // An answer kept when the action committed stands: a later error, or another attempt's refusal, never replaces it.
    const where = and(eq(idempotentRequests.userId, claim.userId), eq(idempotentRequests.key, claim.key), isNull(idempotentRequests.status));
    const status = reply.statusCode;
    try {
      if (status >= 500 || NOT_AN_OUTCOME.has(status) || typeof payload !== 'string') await db.delete(idempotentRequests).where(where);
      else {
        const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        await db.update(idempotentRequests).set({ status, contentType, body: payload }).where(where);
      }
    } catch (error) {
      // The answer still goes out; the claim lapses by itself (`IDEMPOTENCY_CLAIM_MS`).
      request.log.warn({ err: error }, 'idempotent answer not kept');
    }
    return payload;
  });

  return async function idempotentWrite(request, reply) {
    const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || Array.isArray(raw) || !KEY_PATTERN.test(key)) {
      await reply.code(400).send(errorEnvelope(400, IDEMPOTENCY_REFUSALS.malformed));
      return;
    }
    const userId = sessionUserOf(request).id;
    const fingerprint = requestFingerprint(request.method, request.url, request.body);
    const claimedUntil = new Date(Date.now() + IDEMPOTENCY_CLAIM_MS);

    // One statement decides who acts: a new key, one whose day is over, or the same request whose claim lapsed.
    const [claimed] = await db
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint, claimedUntil })
      .onConflictDoUpdate({
        target: [idempotentRequests.userId, idempotentRequests.key],
        set: { fingerprint, claimedUntil, status: null, contentType: null, body: null, createdAt: sql`now()` },
        setWhere: sql`${idempotentRequests.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_KEY_LIFETIME_MS / 1000})
          or (${idempotentRequests.status} is null and ${idempotentRequests.claimedUntil} < now() and ${idempotentRequests.fingerprint} = ${fingerprint})`,
      })
      .returning({ key: idempotentRequests.key });
    if (claimed) {
      request.idempotencyClaim = { userId, key, fingerprint };
      return;
    }

    const [earlier] = await db
      .select()
      .from(idempotentRequests)
      .where(and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key)));
    if (!earlier || earlier.fingerprint !== fingerprint) {
      await reply.code(422).send(errorEnvelope(422, IDEMPOTENCY_REFUSALS.otherRequest));
      return;
    }
    if (earlier.status === null || earlier.body === null) {
      await reply.code(409).header('Retry-After', '1').send(errorEnvelope(409, IDEMPOTENCY_REFUSALS.underWay));
      return;
    }
    await reply
      .code(earlier.status)
      .header(IDEMPOTENT_REPLAY_HEADER, 'true')
      .type(earlier.contentType ?? 'application/json; charset=utf-8')
      .send(earlier.body);
  };
}

/** Forgets the answers older than a day (the settlement worker's round). */
export async function forgetExpiredIdempotentAnswers(db: Database, now = new Date()): Promise<void> {
  await db.delete(idempotentRequests).where(lt(idempotentRequests.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)));
}
