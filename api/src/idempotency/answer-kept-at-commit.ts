import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { OutcomeKeeper } from '../db/outcome-keeper.js';
import { idempotentRequests } from '../db/schema.js';
import { IDEMPOTENCY_REFUSALS } from './idempotent-writes.js';

/** How a route that returns its envelope answers: what Fastify sends for it, and so what a replay must send. */
const ROUTE_ANSWER = { status: 200, contentType: 'application/json; charset=utf-8' } as const;

/**
 * The action's transaction found its key answered already, by another attempt of the same request that
 * acted while this one was slow (its claim had lapsed): this attempt is rolled back, so the action is done
 * once, and the caller is asked to come back for that answer (409 with `Retry-After`, as the client's
 * lost-answer retry expects).
 */
export class KeyAnsweredMeanwhile extends Error {
  readonly statusCode = 409;
  readonly headers = { 'Retry-After': '1' };

  constructor() {
    super(IDEMPOTENCY_REFUSALS.underWay);
    this.name = 'KeyAnsweredMeanwhile';
  }
}

/**
 * The `keepOutcome` of an action behind `idempotentWrite`: its success answer (`answerOf` its outcome, as
 * the route answers it) is stored with the request's key inside the action's own transaction, so the
 * action and its answer commit together. A retry after "committed, answer lost" (the instance died, the
 * answer's store failed) is then given that answer, never the action's refusal to run twice. Nothing to
 * keep without a key.
 */
export function answerKeptAtCommit<T>(request: FastifyRequest, answerOf: (outcome: T) => unknown): OutcomeKeeper<T> | undefined {
  const claim = request.idempotencyClaim;
  if (!claim) return undefined;
  return async (tx, outcome) => {
    const kept = await tx
      .update(idempotentRequests)
      .set({ ...ROUTE_ANSWER, body: JSON.stringify(answerOf(outcome)) })
      .where(
        and(
          eq(idempotentRequests.userId, claim.userId),
          eq(idempotentRequests.key, claim.key),
          // The request it was claimed for, and not answered yet: the first attempt to commit its answer is the key's outcome.
          eq(idempotentRequests.fingerprint, claim.fingerprint),
          isNull(idempotentRequests.status),
        ),
      )
      .returning({ key: idempotentRequests.key });
    if (kept.length === 0) throw new KeyAnsweredMeanwhile();
  };
}
