import type { Database } from './database.js';

/**
 * What an action hands its outcome to as the last step of its own transaction, so that whatever is
 * recorded with it commits with the action or not at all: an idempotent write keeps its answer this
 * way (`idempotency/answer-kept-at-commit.ts`), so "done" and "answer known" are one step.
 */
export type OutcomeKeeper<T> = (tx: Database, outcome: T) => Promise<void>;
