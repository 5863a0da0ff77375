import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type MarketView, marketViewOf, marketViewSearch } from './market-view';

export interface MarketViewControl {
  view: MarketView;
  /** Shows another view: a new history entry (so Back returns to this one), or in place of this one. */
  show: (next: MarketView, options?: { replace?: boolean }) => void;
}

/**
 * The market's view as the address holds it, and the way to change it: the address is the only copy.
 * A new address takes a moment (the route's guards run first), so the view asked for shows at once
 * meanwhile: a ticked box stays ticked rather than flicking back until the address catches up.
 */
export function useMarketView(): MarketViewControl {
  const [search, setSearch] = useSearchParams();
  const address = search.toString();
  const [asked, setAsked] = useState<{ from: string; view: MarketView } | null>(null);
  const fromAddress = useMemo(() => marketViewOf(new URLSearchParams(address)), [address]);
  // Once the address moves on (to the view asked, or by Back), it is the view again, and what was
  // asked is forgotten: coming Back to this address later must not show it.
  const view = asked?.from === address ? asked.view : fromAddress;
  useEffect(() => {
    setAsked((kept) => (kept && kept.from !== address ? null : kept));
  }, [address]);
  const show = useCallback(
    (next: MarketView, { replace = false }: { replace?: boolean } = {}) => {
      setAsked({ from: address, view: next });
      setSearch(new URLSearchParams(marketViewSearch(next)), { replace, preventScrollReset: true });
    },
    [address, setSearch],
  );
  return { view, show };
}
