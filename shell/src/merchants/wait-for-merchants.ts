import { merchantsStore, type Merchant } from '@marketplace/contracts';

/** Spec §9 merchant-wait poll. */
export const MERCHANT_POLL_MS = 50;
/** The list normally arrives in well under a second; past this the page decides with what it has. */
export const MERCHANT_WAIT_LIMIT_MS = 5000;

/**
 * Resolves with the merchants list once the shell's `GET /api/merchants` has settled, checking every
 * 50 ms (spec §2), and after the limit with whatever is known (a failed list is empty, spec §7).
 */
export async function waitForMerchants(
  store: typeof merchantsStore = merchantsStore,
  { pollMs = MERCHANT_POLL_MS, limitMs = MERCHANT_WAIT_LIMIT_MS }: { pollMs?: number; limitMs?: number } = {},
): Promise<readonly Merchant[]> {
  const started = Date.now();
  while (!store.getState().loaded && Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  return store.getState().merchants;
}
