/**
 * Requests the entry starts before the shared React chunks arrive: config.json and the page's
 * catalogue no longer wait behind the federation start-up (about 200 ms on a first visit).
 */
const started = new Map<string, Promise<Response>>();

export function startEarly(url: string, init?: RequestInit): void {
  if (!started.has(url)) started.set(url, fetch(url, init));
}

/** The early request for `url` if one is waiting (each is used once), else a new one. */
export const fetchEarlyOr: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const early = started.get(url);
  if (early) {
    started.delete(url);
    return early;
  }
  return fetch(input, init);
};
