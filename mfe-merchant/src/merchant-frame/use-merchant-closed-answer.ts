import { useEffect } from 'react';
import { isMerchantClosedAnswer } from './merchant-closed-answer';
import { useMerchantFrame } from './merchant-frame-context';

/**
 * Whether one of the page's reads failed with the API's 'Merchant not found' (the merchant closed after
 * the page was entered). If so the frame is told, and shows its 404 in place of the page.
 */
export function useMerchantClosedAnswer(...errors: unknown[]): boolean {
  const frame = useMerchantFrame();
  const closed = errors.some(isMerchantClosedAnswer);
  useEffect(() => {
    if (closed) frame?.reportMerchantNotFound();
  }, [closed, frame]);
  return closed;
}
