import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryWithBackoff } from '../retry-with-backoff';

type ModuleFactory = () => unknown;
type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;

/** The runtime's own try failed; its record of that try is dropped first, or the next would wait on it. */
function loadEntryAgain({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: Parameters<LoadEntryError>[0]) {
  return retryWithBackoff(
    () => {
      delete globalLoading[uniqueKey];
      return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
    },
    { alreadyFailed: 1 },
  );
}

/** A network failure or a server error is worth another try; an answer the server meant (404) is not. */
export function fetchWithBackoff(
  url: string,
  init: RequestInit | undefined,
  fetchImpl: typeof fetch = fetch,
  wait?: (ms: number) => Promise<void>,
): Promise<Response> {
  return retryWithBackoff(() => fetchImpl(url, init), { retryResult: (response) => response.status >= 500, wait });
}

/** The error a bundle's runtime gives when a chunk's script or stylesheet could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (?:CSS )?chunk \S+ failed/.test(error.message));
}

/**
 * First layer of remote-failure handling: whatever a remote's page needs from its origin is fetched
 * again, with backoff (two more tries, after about 250 and 500 ms), before the fallback layer steps in:
 * - the manifest (`fetch`),
 * - the remote entry script (`loadEntryError`, which the runtime calls once after its own try fails;
 *   the runtime's record of that try is dropped first, or the next try would wait on it),
 * - the chunks of an exposed module (`getModuleFactory`: the remote's own runtime forgets a chunk
 *   that failed, so asking the container again fetches just the missing ones).
 * Written here rather than taken from @module-federation/retry-plugin, whose published 0.17 lags the
 * 2.x runtime and retries neither chunks nor with backoff. A remote that stays down costs under a
 * second per page load before the route shows its retry panel.
 */
export default function retryRemoteFetches(): ModuleFederationRuntimePlugin {
  return {
    name: 'marketplace-retry-remote-fetches',
    fetch: (url: string, init: RequestInit) => fetchWithBackoff(url, init),
    // Declared as answering a promise of a promise of the entry; the runtime awaits whatever comes.
    loadEntryError: loadEntryAgain as unknown as LoadEntryError,
    // The container's `get` answers a promise of the module's factory (its declared type says otherwise).
    getModuleFactory: ({ remoteEntryExports, expose }) =>
      retryWithBackoff(async () => (await remoteEntryExports.get(expose)) as ModuleFactory, { retryError: isChunkLoadError }),
  };
}
