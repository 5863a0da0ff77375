import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readMerchant, rememberMerchant } from '../cookies/marketplace-cookies';

/** Spec §2 current merchant: what the header's store, market and craft links lead to. */
export const currentMerchantStore = createStore<{ merchantId: string }>(() => ({ merchantId: readMerchant() }));

/** The page names a merchant: it becomes the current one, here and in its cookie. */
export function setCurrentMerchant(merchantId: string): void {
  rememberMerchant(merchantId);
  if (currentMerchantStore.getState().merchantId !== merchantId) currentMerchantStore.setState({ merchantId });
}

export function useCurrentMerchant(): string {
  return useStore(currentMerchantStore, (state) => state.merchantId);
}
