import { useEffect, useRef, useState } from 'react';
import { marketplaceBus } from '@marketplace/contracts/browser';
import type { DepositRecord } from '@marketplace/contracts/wire';

/**
 * Watches the deposits the page shows: once one the person saw pending is confirmed, the balance is
 * read again at once (not on the header's next refresh) and its amount is answered, so the page can
 * say so and offer the way back. A balance that grew during the visit (GEM that came from the chain)
 * counts as an arrival too.
 */
export function useDepositArrivals(
  records: readonly DepositRecord[] | undefined,
  balance: number | undefined,
): { arrived: boolean; lastAmount: string | null } {
  const seenPending = useRef(new Set<string>());
  const balanceAtStart = useRef(balance);
  const [lastAmount, setLastAmount] = useState<string | null>(null);

  useEffect(() => {
    for (const record of records ?? []) {
      if (record.status === 'PENDING') seenPending.current.add(record.id);
      else if (seenPending.current.delete(record.id)) {
        setLastAmount(record.amount);
        marketplaceBus.emit('wallet:balance-changed', { reason: 'deposit-confirmed' });
      }
    }
  }, [records]);

  if (balanceAtStart.current === undefined) balanceAtStart.current = balance;
  const grew = balance !== undefined && balanceAtStart.current !== undefined && balance > balanceAtStart.current;
  return { arrived: lastAmount !== null || grew, lastAmount };
}
