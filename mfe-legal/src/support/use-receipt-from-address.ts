import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { SUPPORT_RECEIPT_PARAM } from '@marketplace/contracts/wire';

/**
 * The receipt a visitor's acknowledgement mail put in the address (`?receipt=`), read once and then taken out of the
 * address bar (replacing the history entry), as the e-mail keys are: it shows a ticket to whoever holds it, so it should not
 * stay in history, bookmarks or screenshots. The ticket's number (`?ticket=SR-…`) stays.
 */
export function useReceiptFromAddress(): string | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [receipt] = useState(() => searchParams.get(SUPPORT_RECEIPT_PARAM));

  useEffect(() => {
    if (!searchParams.has(SUPPORT_RECEIPT_PARAM)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SUPPORT_RECEIPT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  return receipt;
}
