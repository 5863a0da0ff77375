/**
 * How long a keyed write waits before each retry of an answer that was lost: about 17 s in all, longer
 * than the API lets a first attempt hold its key (`IDEMPOTENCY_CLAIM_MS`, 15 s), so an attempt that died
 * with its instance is outlived and the retry gets a real answer; the balancer has long since moved on.
 */
export const LOST_ANSWER_RETRY_DELAYS_MS: readonly number[] = [250, 1000, 2500, 5000, 8000];

/**
 * An answer that says nothing of whether the write happened: the balancer's or a dying instance's
 * 502 / 503 / 504, or the API's 409 with Retry-After (the first attempt under the key is still under way).
 */
export function isLostAnswer(response: Response): boolean {
  return [502, 503, 504].includes(response.status) || (response.status === 409 && response.headers.has('Retry-After'));
}

export interface LostAnswerRetryOptions {
  signal?: AbortSignal;
  delaysMs?: readonly number[];
}

/**
 * Sends a write that carries an `Idempotency-Key` again, with the same key, while its answer is lost (no
 * answer at all, or `isLostAnswer`): the server answers a repeat with the first attempt's outcome, so a
 * retry can never buy twice. The last attempt's answer or failure is the caller's.
 */
export async function retryingLostAnswers(
  send: () => Promise<Response>,
  { signal, delaysMs = LOST_ANSWER_RETRY_DELAYS_MS }: LostAnswerRetryOptions = {},
): Promise<Response> {
  for (const delayMs of delaysMs) {
    try {
      const response = await send();
      if (!isLostAnswer(response)) return response;
      await response.body?.cancel().catch(() => {});
    } catch (error) {
      if (signal?.aborted) throw error;
    }
    await wait(delayMs, signal);
  }
  return send();
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}
