import { QueryClient } from '@tanstack/react-query';
import { shouldRetryRead } from '@marketplace/contracts/http';

/** What a page shows may be this old before showing it again reads it again; a query that needs fresher sets its own. */
export const DEFAULT_STALE_MS = 30_000;

/**
 * The page's one query client: the shell makes it and provides it around every route, and remotes,
 * sharing @tanstack/react-query as a singleton, use the same one. Reads are tried again only after a
 * network failure or a server error (never a 4xx), a stale query reads again when the tab is shown
 * again, and a mutation is never sent twice by the client on its own.
 */
export function createMarketplaceQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetryRead, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
