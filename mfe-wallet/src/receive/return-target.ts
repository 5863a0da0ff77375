import { isSitePath, splitLocalePath } from '@marketplace/contracts/wire';

/** Where the person came from, as the "Back to …" link names it (`walletMoves.places.*`). */
export type ReturnPlace = 'store' | 'market' | 'craft' | 'collectible' | 'checkout' | 'offers' | 'collection' | 'previous';

export interface ReturnTarget {
  /** A path of this site, as it was given (its locale prefix kept). */
  path: string;
  place: ReturnPlace;
}

/** First segments of a page's path (without its locale prefix) and what the link calls them. */
const PLACES: ReadonlyArray<[prefix: string, place: ReturnPlace]> = [
  ['/store/', 'store'],
  ['/market/', 'market'],
  ['/craft/', 'craft'],
  ['/collectible/', 'collectible'],
  ['/user-portal/mint/', 'checkout'],
  ['/user-portal/offers', 'offers'],
  ['/user-portal/collection', 'collection'],
  ['/collection', 'collection'],
];

/**
 * The `?return=` of the receive page, only when it is a path of this site (never another origin: no
 * open redirect) and not the wallet's own pages; null otherwise, and the page offers no way back.
 */
export function returnTargetOf(raw: string | null): ReturnTarget | null {
  if (!raw || !isSitePath(raw)) return null;
  const { path } = splitLocalePath(new URL(raw, 'https://marketplace.invalid').pathname);
  if (path.startsWith('/user-portal/wallet')) return null;
  const place = PLACES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'previous';
  return { path: raw, place };
}
