import type { FastifyBaseLogger } from 'fastify';
import type { MailLinkOrigin } from '../account-events/tell-account.js';
import type { Database } from '../db/database.js';
import { startRepeatingRound, type RepeatingRound, type WorkerTimers } from '../workers/repeating-round.js';
import { closeDueAccounts } from './close-account.js';

export interface AccountClosingWorkerOptions {
  db: Database;
  links: MailLinkOrigin;
  everyMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** The time the grace periods are judged at; tests pass a clock they move. */
  clock: () => Date;
  timers?: WorkerTimers;
}

/**
 * Closes the accounts whose grace period is over, a round every `everyMs`. Sign-in closes a due account too
 * (`identity-routes.ts`), so nobody signs in to an account that should be closed while the next round waits.
 */
export function startAccountClosingWorker({ db, links, everyMs, log, clock, timers }: AccountClosingWorkerOptions): RepeatingRound {
  return startRepeatingRound({
    everyMs,
    log,
    failureMessage: 'account closing round failed',
    ...(timers ? { timers } : {}),
    round: () => closeDueAccounts(db, links, clock()),
  });
}
