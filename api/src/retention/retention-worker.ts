import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { startRepeatingRound, type RepeatingRound, type WorkerTimers } from '../workers/repeating-round.js';
import { eraseExpiredData } from './erase-expired-data.js';

/** An hour between rounds: periods are days to years long, and a round over small tables costs little. */
export const DEFAULT_RETENTION_ROUND_MS = 60 * 60_000;

export interface RetentionWorkerOptions {
  db: Database;
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  clock: () => Date;
  timers?: WorkerTimers;
}

/**
 * Erases expired data a round every `everyMs` (`erase-expired-data.ts`). Every API instance may run it:
 * a delete of what is already gone erases nothing, so no lease is needed. A round that erased something
 * says how much in the log (counts only, never the rows).
 */
export function startRetentionWorker({ db, everyMs, log, clock, timers }: RetentionWorkerOptions): RepeatingRound {
  return startRepeatingRound({
    everyMs,
    log,
    failureMessage: 'data retention round failed',
    ...(timers ? { timers } : {}),
    round: async () => {
      const erased = await eraseExpiredData(db, clock());
      if (Object.values(erased).some((count) => count > 0)) log.info({ erased }, 'expired data erased');
    },
  });
}
