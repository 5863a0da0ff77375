import type { TokenBalanceQuery } from '../resources/explorer-api';
import type { MarketplaceApi } from '../resources/marketplace-api';
import { apiQuery } from './api-query';
import { SELF_SCOPE } from './self-scope';

const BALANCE = [...SELF_SCOPE, 'balance'] as const;

export const walletKeys = {
  /** Every balance read; invalidated whenever GEM moves (a paid mint, an accepted offer). */
  balance: BALANCE,
  serverBalance: () => [...BALANCE, 'server'] as const,
  tokenBalance: (query: TokenBalanceQuery) => [...BALANCE, 'explorer', query] as const,
};

/**
 * The two answers the wallet remote weighs for the balance (§7): the server's and the chain
 * explorer's. Which one is shown is the wallet's decision, not the cache's.
 */
export const walletQueries = {
  /** §7 `GET /api/users/self/balance` → `{GEM, USD}`; a failure rejects. */
  serverBalance: (api: Pick<MarketplaceApi, 'wallet'>) => apiQuery(walletKeys.serverBalance(), (options) => api.wallet.serverBalance(options)),
  /** The explorer's BscScan-style token balance of an address; a failure rejects. */
  tokenBalance: (api: Pick<MarketplaceApi, 'explorer'>, query: TokenBalanceQuery) =>
    apiQuery(walletKeys.tokenBalance(query), (options) => api.explorer.tokenBalance(query, options)),
};
