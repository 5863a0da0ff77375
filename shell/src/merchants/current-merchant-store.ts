import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { DEFAULT_MERCHANT_ID } from '@marketplace/contracts/wire';
import { readMerchant, rememberMerchant } from '../cookies/marketplace-cookies';

/**
 * Spec §2 current merchant: what the header's store, market and craft links lead to. It starts as the
 * default merchant, which is what a page prerendered for everyone shows (a hydrating page renders the
 * store's initial state first), until `restoreCurrentMerchant` reads the visitor's cookie at start-up.
 */
export const currentMerchantStore = createStore<{ merchantId: string }>(() => ({ merchantId: DEFAULT_MERCHANT_ID }));

/** At start-up: the merchant the visitor last looked at, from its cookie. */
export function restoreCurrentMerchant(): void {
  currentMerchantStore.setState({ merchantId: readMerchant() });
}

/** The page names a merchant: it becomes the current one, here and in its cookie. */
export function setCurrentMerchant(merchantId: string): void {
  rememberMerchant(merchantId);
  if (currentMerchantStore.getState().merchantId !== merchantId) currentMerchantStore.setState({ merchantId });
}

export function useCurrentMerchant(): string {
  return useStore(currentMerchantStore, (state) => state.merchantId);
}
