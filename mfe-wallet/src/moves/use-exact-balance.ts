import { useQuery } from '@tanstack/react-query';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { walletKeys } from '@marketplace/contracts/http';
import { fetchWalletBalance } from '../balance/wallet-balance';

/**
 * The person's balance as an exact GEM decimal (the explorer's wei, else the server's), for sums that
 * must not lose a wei to a float ("Max"). Under the balance key, so every move that changes GEM reads it again.
 */
export function useExactBalance(walletAddress: string | null) {
  const api = useMarketplaceApi();
  return useQuery({
    queryKey: [...walletKeys.balance, 'exact', walletAddress] as const,
    queryFn: () => fetchWalletBalance(api, walletAddress),
  });
}
