import type { FastifyBaseLogger } from 'fastify';

/** The timer functions a worker waits with; tests pass ones they fire by hand. */
export interface WorkerTimers {
  setTimeout(callback: () => void, ms: number): { unref?(): unknown };
  clearTimeout(handle: ReturnType<WorkerTimers['setTimeout']> | undefined): void;
}

export interface RepeatingRound {
  /** Stops repeating and waits for a round under way, so the database can close after it. */
  stop(): Promise<void>;
}

export interface RepeatingRoundOptions {
  everyMs: number;
  round: () => Promise<unknown>;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** What the log says when a round fails. */
  failureMessage: string;
  timers?: WorkerTimers;
}

/**
 * Runs `round` every `everyMs` until stopped, for the API's background workers. Each round is
 * scheduled when the last one ends, so a slow round is never doubled; the timer does not keep the
 * process alive; a failed round is logged and the next one tries again.
 */
export function startRepeatingRound({
  everyMs,
  round,
  log,
  failureMessage,
  timers = globalThis as unknown as WorkerTimers,
}: RepeatingRoundOptions): RepeatingRound {
  let stopped = false;
  let timer: ReturnType<WorkerTimers['setTimeout']> | undefined;
  let running: Promise<void> | null = null;

  async function runRound(): Promise<void> {
    try {
      await round();
    } catch (error) {
      log.error({ err: error }, failureMessage);
    }
  }

  function scheduleNext(): void {
    if (stopped) return;
    timer = timers.setTimeout(() => {
      running = runRound().finally(() => {
        running = null;
        scheduleNext();
      });
    }, everyMs);
    timer.unref?.();
  }

  scheduleNext();
  return {
    async stop() {
      stopped = true;
      timers.clearTimeout(timer);
      await running;
    },
  };
}
