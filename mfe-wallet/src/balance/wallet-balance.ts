import { formatUnits } from 'ethers';
import { gemDecimalOf, LOCAL_PRODUCT_CONTRACT_ADDRESS, PRODUCT, PRODUCT_DECIMALS } from '@marketplace/contracts/wire';
import type { MarketplaceApi } from '@marketplace/contracts/http';

const BALANCE_ERRORS = {
  fetch: 'Failed to fetch balance',
  convert: 'Error converting token balance',
} as const;

export type BalanceSource = 'explorer' | 'server';

export interface WalletBalance {
  /** GEM as a decimal string, exact (never a float on the way). */
  amount: string;
  source: BalanceSource;
}

/** BscScan's `result` in wei to GEM; 'Error converting token balance' for anything that is not a wei amount. */
export function weiToProduct(result: string): string {
  if (!/^\d+$/.test(result)) throw new Error(BALANCE_ERRORS.convert);
  return formatUnits(BigInt(result), PRODUCT_DECIMALS);
}

/**
 * Spec §7 balance: with a wallet address the chain explorer's token balance on BSC is the one shown;
 * a failed explorer balance falls back to the server's; without an address, or when the explorer
 * has nothing, the server's. Only both failing is 'Failed to fetch balance'.
 */
export async function fetchWalletBalance(api: Pick<MarketplaceApi, 'wallet' | 'explorer'>, walletAddress: string | null): Promise<WalletBalance> {
  // Asked at once, beside the explorer, so a fallback costs no extra wait; unused when the explorer answers.
  const server = api.wallet.serverBalance().then((payload): WalletBalance => ({ amount: gemDecimalOf(payload[PRODUCT]), source: 'server' }));
  server.catch(() => undefined);
  if (walletAddress) {
    try {
      const answer = await api.explorer.tokenBalance({ contractAddress: LOCAL_PRODUCT_CONTRACT_ADDRESS, address: walletAddress });
      if (answer.status === '1') return { amount: weiToProduct(answer.result), source: 'explorer' };
    } catch {
      // The explorer is down or answered nonsense: the server's balance stands in.
    }
  }
  try {
    return await server;
  } catch (cause) {
    throw new Error(BALANCE_ERRORS.fetch, { cause });
  }
}
