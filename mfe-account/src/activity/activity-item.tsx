import { Link } from 'react-router';
import type { TransactionRecord } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { CollectibleImage, RarityBadge } from '@marketplace/contracts/ui';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './activity.module.css';

/** The item a transaction moved: its art and name, linking to its page; a transaction without one says so. */
export function ActivityItem({ record }: { record: Pick<TransactionRecord, 'collectibleId' | 'collectible'> }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const { collectibleId, collectible } = record;
  if (!collectibleId) {
    return (
      <span className={styles.item}>
        <span className={styles.thumbnailBlank} aria-hidden="true" />
        <span className={styles.muted}>{t('activity.noItem')}</span>
      </span>
    );
  }
  const name = collectible?.name ?? t('activity.unnamedItem');
  return (
    <span className={styles.item}>
      {collectible ? (
        <span className={styles.thumbnail}>
          <CollectibleImage src={collectible.imageUrl} alt="" sizes="3rem" />
        </span>
      ) : (
        <span className={styles.thumbnailBlank} aria-hidden="true" />
      )}
      <span className={styles.itemText}>
        <Link className={styles.itemName} to={localized(`/collectible/${collectibleId}`)}>
          {name}
        </Link>
        {collectible && <RarityBadge rarity={collectible.rarity} />}
      </span>
    </span>
  );
}
