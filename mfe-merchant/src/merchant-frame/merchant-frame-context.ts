import { createContext, useContext } from 'react';
import type { Merchant } from '@marketplace/contracts/wire';

export interface MerchantFrameValue {
  /** The active merchant whose page this is. */
  merchant: Merchant;
  /**
   * The page learnt from the API that the merchant is not open (it closed after the page was
   * entered): the frame shows the 'Merchant not found' page instead.
   */
  reportMerchantNotFound: () => void;
}

export const MerchantFrameContext = createContext<MerchantFrameValue | null>(null);

/** The merchant of the page, for what renders inside `MerchantFrame`; null outside one or while merchants load. */
export function useMerchantFrame(): MerchantFrameValue | null {
  return useContext(MerchantFrameContext);
}
