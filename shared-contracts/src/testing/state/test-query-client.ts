import type { QueryClient } from '@tanstack/react-query';
import { createMarketplaceQueryClient } from '@marketplace/contracts/browser';

/**
 * The page's query client as the shell makes it, but a failed read fails at once: a test of what a
 * page shows on failure sees it without waiting out the retries' backoff.
 */
export function createTestQueryClient(): QueryClient {
  const client = createMarketplaceQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return client;
}
