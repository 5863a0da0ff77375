import { lazy, Suspense } from 'react';
import type { FavouriteButtonProps } from './favourite-button';
import styles from './favourite-button.module.css';

const LoadedFavouriteButton = lazy(() => import('./favourite-button').then((module) => ({ default: module.FavouriteButton })));

/**
 * The heart of an item (see `favourite-button.tsx`), its code loaded with the first heart a page shows, so
 * a page without one (the home's first load) does not carry it. Until then an inert heart of the same size
 * holds its place, so nothing moves when it arrives.
 */
export function FavouriteButton(props: FavouriteButtonProps) {
  return (
    <Suspense fallback={<span className={styles.heart} data-variant={props.variant ?? 'icon'} aria-hidden="true" />}>
      <LoadedFavouriteButton {...props} />
    </Suspense>
  );
}

export type { FavouriteButtonProps };
