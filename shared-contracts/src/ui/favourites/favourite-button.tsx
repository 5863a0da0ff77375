import { useTranslation } from 'react-i18next';
import type { FavouriteKey } from '../../wire/schemas/favourite-schemas';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { useFavourite } from './use-favourite';
import styles from './favourite-button.module.css';

export interface FavouriteButtonProps {
  item: FavouriteKey;
  /** The item's name, as the page shows it: the button's label names it. */
  name: string;
  /** `labelled` shows the word beside the heart (an item page); `icon` the heart alone (a card). */
  variant?: 'icon' | 'labelled';
}

/**
 * The heart of an item: a toggle button (`aria-pressed`) whose label names the item, filled while it is a
 * favourite. Pressing it changes the heart at once; the server is told behind (see `useFavourite`).
 */
export function FavouriteButton({ item, name, variant = 'icon' }: FavouriteButtonProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const { favourited, toggle } = useFavourite(item, name);
  const label = t('favourites.button', { name });
  return (
    <button
      type="button"
      className={styles.heart}
      data-variant={variant}
      aria-pressed={favourited}
      aria-label={variant === 'icon' ? label : undefined}
      title={variant === 'icon' ? label : undefined}
      onClick={toggle}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
      </svg>
      {variant === 'labelled' && <span>{favourited ? t('favourites.inFavourites') : t('favourites.add')}</span>}
    </button>
  );
}
