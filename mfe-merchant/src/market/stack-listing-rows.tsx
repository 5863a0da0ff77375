import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import type { MarketListing } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { CollectibleImage, GemPrice, VisuallyHidden } from '@marketplace/contracts/ui';
import { marketPaths } from './market-paths';
import styles from './stack-listing-rows.module.css';

/** The thumbnail's width: 3rem, so at twice the pixels it is still sharp. */
const THUMBNAIL_SIZES = '3rem';

/**
 * The copies of one set on sale, as compact rows (as on Steam's market): the copies look alike, so what
 * tells them apart is the serial, the seller and the price, and a phone sees many at once rather than
 * one full-width card each. Each row is one link to its listing.
 */
export function StackListingRows({ label, listings }: { label: string; listings: MarketListing[] }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  return (
    <ul className={styles.rows} aria-label={label}>
      {listings.map((listing) => {
        const { serial } = listing.collectible.properties;
        const seller = listing.seller.displayName ?? t('market.listing.unnamedSeller');
        return (
          <li key={listing.id}>
            <Link className={styles.row} to={localized(marketPaths.listing(listing.merchantId, listing.id))}>
              <span className={styles.thumbnail}>
                <CollectibleImage src={listing.collectible.imageUrl} alt={listing.collectible.name} sizes={THUMBNAIL_SIZES} />
              </span>
              <span className={styles.copy}>
                <span className={styles.serial}>{serial ? t('market.stack.serial', { serial }) : listing.collectible.name}</span>
                <span className={styles.seller}>{t('market.stack.rowSeller', { name: seller })}</span>
              </span>
              <span className={styles.price}>
                <GemPrice amount={listing.price} />
              </span>
              <span className={styles.view} aria-hidden="true">
                {t('market.stack.rowView')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The rows while they load: the same shapes, so nothing moves when the listings arrive. */
export function StackListingRowsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('kit:catalogue.loading')}</VisuallyHidden>
      <ul className={styles.rows} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <li key={index} className={styles.row}>
            <span className={`${styles.thumbnail} ${styles.placeholder}`} />
            <span className={styles.copy}>
              <span className={`${styles.placeholderLine} ${styles.placeholder}`} />
              <span className={`${styles.placeholderLineShort} ${styles.placeholder}`} />
            </span>
            <span className={`${styles.placeholderPrice} ${styles.placeholder}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}
