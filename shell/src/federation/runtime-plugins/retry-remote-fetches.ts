import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const MANIFEST_RETRY_DELAY_MS = 250;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches once more after a short pause when the first try fails on the network or with a 5xx. */
export async function fetchWithOneRetry(url: string, init: RequestInit | undefined, fetchImpl: typeof fetch = fetch): Promise<Response> {
  try {
    const response = await fetchImpl(url, init);
    if (response.status < 500) return response;
  } catch {
    // A dropped connection is worth one more try; the second outcome is final.
  }
  await wait(MANIFEST_RETRY_DELAY_MS);
  return fetchImpl(url, init);
}

/**
 * First layer of remote-failure handling: a manifest that fails once (a dropped connection, a
 * deploy in progress) is fetched once more before the fallback layer steps in. Written here
 * because the published @module-federation/retry-plugin (0.17.1) lags the 2.x runtime and
 * ignores its fetch delay (always 1 s); one retry after 250 ms keeps a really dead remote from
 * delaying its panel noticeably.
 */
export default function retryRemoteFetches(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-retry-remote-fetches',
    fetch: (url: string, init: RequestInit) => fetchWithOneRetry(url, init),
  };
}
