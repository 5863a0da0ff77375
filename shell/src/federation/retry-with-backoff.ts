/** Tries after the first: a dropped connection or a deploy in progress usually passes within a second. */
export const RETRIES = 2;
/** The pause before the first retry; each later one doubles it. */
export const BASE_DELAY_MS = 250;

export interface BackoffOptions<T> {
  retries?: number;
  /** Tries that already failed before this call (the runtime reports an entry failure after its own try). */
  alreadyFailed?: number;
  /** Whether an error is worth another try; a deterministic one (a refused version) is not. */
  retryError?: (error: unknown) => boolean;
  /** Whether an answer is a failure worth another try (a 5xx); after the last try it is returned as it is. */
  retryResult?: (result: T) => boolean;
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The pause before retry number `retry` (1, 2, …): exponential, with half of it random so the many
 * browsers that saw the same outage do not all come back in the same instant.
 */
export function backoffDelay(retry: number, random: () => number = Math.random): number {
  const ceiling = BASE_DELAY_MS * 2 ** (retry - 1);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/** Runs `attempt` until it succeeds or the retries are spent, pausing with backoff in between. */
export async function retryWithBackoff<T>(attempt: () => Promise<T>, options: BackoffOptions<T> = {}): Promise<T> {
  const { retries = RETRIES, alreadyFailed = 0, retryError = () => true, retryResult = () => false, wait = sleep, random = Math.random } = options;
  const attempts = retries + 1;
  for (let tried = alreadyFailed; ; tried++) {
    if (tried > 0) await wait(backoffDelay(tried, random));
    const last = tried + 1 >= attempts;
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (last || !retryError(error)) throw error;
      continue;
    }
    if (last || !retryResult(result)) return result;
  }
}
