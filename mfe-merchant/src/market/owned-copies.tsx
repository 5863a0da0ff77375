import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { formatGem, type OwnedCopy, type StackCompletion } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { CollectibleImage } from '@marketplace/contracts/ui';
import { SellCollectibleButton } from '../selling/sell-collectible-button';
import { marketPaths } from './market-paths';
import styles from './market-stack.module.css';

/** The signed-in person's copies of the set: each one's sale as it stands, and the way to sell or manage it. */
export function OwnedCopies({ merchantId, completion }: { merchantId: string; completion: StackCompletion }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const headingId = useId();
  return (
    <section className={styles.owned} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('market.owned.heading', { count: completion.owned.length })}
      </h2>
      <ul className={styles.ownedList}>
        {completion.owned.map((copy) => (
          <OwnedCopyRow key={copy.collectible.id} merchantId={merchantId} copy={copy} />
        ))}
      </ul>
    </section>
  );
}

function OwnedCopyRow({ merchantId, copy }: { merchantId: string; copy: OwnedCopy }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const { collectible, listing } = copy;
  const serial = collectible.properties.serial;
  return (
    <li className={styles.ownedRow}>
      <span className={styles.ownedImage}>
        <CollectibleImage src={collectible.imageUrl} alt={collectible.name} sizes="4rem" />
      </span>
      <span className={styles.ownedText}>
        <Link to={localized(`/collectible/${encodeURIComponent(collectible.id)}`)}>
          {serial ? t('market.owned.copy', { name: collectible.name, serial }) : collectible.name}
        </Link>
        <span className={styles.muted}>
          {listing === null ? (
            t('market.owned.notListed')
          ) : listing.status === 'RESERVED' ? (
            t('market.owned.reserved')
          ) : listing.kind === 'MARKET' ? (
            <Link to={localized(marketPaths.listing(merchantId, listing.id))}>{t('market.owned.listedAt', { price: formatGem(listing.price) })}</Link>
          ) : (
            t('market.owned.notListed')
          )}
        </span>
      </span>
      <span className={styles.ownedAction}>
        <SellCollectibleButton collectibleId={collectible.id} merchantId={merchantId} listed={listing?.kind === 'MARKET'} />
      </span>
    </li>
  );
}
