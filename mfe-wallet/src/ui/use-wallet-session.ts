import { useMarketplaceApi, useRuntimeConfig } from '@marketplace/contracts/browser';
import { walletSessionOf } from '../host/wallet-runtime';
import type { WalletSession } from '../session/wallet-session';

/** The page's one wallet session, for the wallet's own screens. */
export function useWalletSession(): WalletSession {
  return walletSessionOf(useMarketplaceApi(), useRuntimeConfig());
}
