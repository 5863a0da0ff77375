import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { type FavouriteItem, formatGem } from '@marketplace/contracts/wire';
import { FavouriteButton, ItemCard } from '@marketplace/contracts/ui';
import { favouriteItemPath, priceDropped } from './favourite-paths';
import styles from './favourites.module.css';

/**
 * One favourite: its art, name and merchant, the lowest listing now beside the price when it was added (a
 * drop says so in words, not only by its colour), and its heart, which removes it.
 */
export function FavouriteCard({ favourite, eager }: { favourite: FavouriteItem; eager: boolean }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const { priceWhenFavourited, lowestPrice } = favourite;
  const dropped = priceDropped(favourite);
  return (
    <ItemCard
      href={localized(favouriteItemPath(favourite))}
      imageUrl={favourite.imageUrl}
      name={favourite.name}
      rarity={favourite.rarity}
      luxury={favourite.luxury}
      eager={eager}
      meta={
        <span className={styles.meta}>
          <span className={styles.merchant}>{favourite.merchantName}</span>
          <span className={styles.now}>{lowestPrice === null ? t('favourites.notListed') : t('favourites.now', { price: formatGem(lowestPrice) })}</span>
          {priceWhenFavourited !== null && (
            <span className={styles.then} data-dropped={dropped || undefined}>
              {t(dropped ? 'favourites.droppedFrom' : 'favourites.then', { price: formatGem(priceWhenFavourited) })}
            </span>
          )}
        </span>
      }
      corner={<FavouriteButton item={{ merchantId: favourite.merchantId, setId: favourite.setId }} name={favourite.name} />}
    />
  );
}
