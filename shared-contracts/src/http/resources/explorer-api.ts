import { explorerAnswerSchema } from '../../wire/schemas/wallet-schemas';
import type { ApiTransport } from '../transport/create-api-transport';
import type { RequestOptions } from '../transport/request-options';

export interface TokenBalanceQuery {
  /** The token contract on the BSC chain. */
  contractAddress: string;
  /** The wallet whose balance is asked. */
  address: string;
}

/** The BscScan-compatible chain explorer of runtime config `api.explorer` (spec §7 balance fallback). */
export function createExplorerApi(transport: ApiTransport) {
  return {
    /**
     * §7 balance fallback: `GET {explorer}?module=account&action=tokenbalance` → BscScan's own
     * `{status, message, result}` (unwrapped, never with the bearer token); `result` is wei when
     * status is '1'. Reading it, and falling back to the server balance, is the wallet remote's.
     */
    tokenBalance: ({ contractAddress, address }: TokenBalanceQuery, { signal }: RequestOptions = {}) =>
      transport.request('explorer', {
        // The base URL itself: BscScan answers at `…/api`, not below it.
        path: '',
        query: { module: 'account', action: 'tokenbalance', contractaddress: contractAddress, address, tag: 'latest' },
        schema: explorerAnswerSchema,
        unwrapped: true,
        signal,
      }),
  };
}

export type ExplorerApi = ReturnType<typeof createExplorerApi>;
