import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type CollectionView, collectionViewOf, collectionViewSearch } from './collection-view';

export interface CollectionViewControl {
  view: CollectionView;
  /** Shows another view as a new history entry, so Back returns to this one. */
  show: (next: CollectionView) => void;
}

/**
 * The collection's view as the address holds it, and the way to change it: the address is the only
 * copy. A new address takes a moment (the route's guards run first), so the view asked for shows at once
 * meanwhile: a ticked chip stays ticked rather than flicking back until the address catches up.
 */
export function useCollectionView(): CollectionViewControl {
  const [search, setSearch] = useSearchParams();
  const address = search.toString();
  const [asked, setAsked] = useState<{ from: string; view: CollectionView } | null>(null);
  const fromAddress = useMemo(() => collectionViewOf(new URLSearchParams(address)), [address]);
  const view = asked?.from === address ? asked.view : fromAddress;
  useEffect(() => {
    setAsked((kept) => (kept && kept.from !== address ? null : kept));
  }, [address]);
  const show = useCallback(
    (next: CollectionView) => {
      setAsked({ from: address, view: next });
      setSearch(new URLSearchParams(collectionViewSearch(next)), { preventScrollReset: true });
    },
    [address, setSearch],
  );
  return { view, show };
}
