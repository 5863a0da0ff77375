import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { Merchant } from '../entities/merchant';

export interface MerchantsState {
  merchants: Merchant[];
  /** True once the shell's first `GET /api/merchants` has settled, whatever its outcome. */
  loaded: boolean;
}

/** Owned by the shell (it fetches the list); remotes only read it. */
export const merchantsStore = createStore<MerchantsState>(() => ({ merchants: [], loaded: false }));

export function useMerchants(): MerchantsState {
  return useStore(merchantsStore);
}

export function useMerchant(merchantId: string): Merchant | undefined {
  return useStore(merchantsStore, (state) => state.merchants.find((merchant) => merchant.id === merchantId));
}
