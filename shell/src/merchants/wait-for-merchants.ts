import type { QueryClient } from '@tanstack/react-query';
import type { Merchant } from '@marketplace/contracts/wire';
import { merchantsKeys } from '@marketplace/contracts/http';

/** Spec §9 merchant-wait poll. */
export const MERCHANT_POLL_MS = 50;
/** The list normally arrives in well under a second; past this the page decides with what it has. */
export const MERCHANT_WAIT_LIMIT_MS = 5000;

/**
 * Resolves with the merchants list once the page's `GET /api/merchants` query has settled, checking
 * every 50 ms (spec §2), and after the limit with whatever is known (a failed list is empty, spec §7).
 */
export async function waitForMerchants(
  client: QueryClient,
  { pollMs = MERCHANT_POLL_MS, limitMs = MERCHANT_WAIT_LIMIT_MS }: { pollMs?: number; limitMs?: number } = {},
): Promise<readonly Merchant[]> {
  const key = merchantsKeys.list();
  // Settled is any answer; a failure of the list reads as an empty list, so it settles too.
  const settled = () => {
    const status = client.getQueryState(key)?.status;
    return status === 'success' || status === 'error';
  };
  const started = Date.now();
  while (!settled() && Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return client.getQueryData<Merchant[]>(key) ?? [];
}
