import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatGem, gemOfWei } from '@marketplace/contracts/wire';
import { GemPrice } from '@marketplace/contracts/ui';
import type { ActivityEntry } from './activity-entry';
import styles from './activity.module.css';

/** What the person's balance moved by, in GEM and USD, which way, and the fee when they paid one. */
export function ActivityAmount({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (entry.movedWei === 0n) return <span className={styles.muted}>{t('activity.noAmount')}</span>;
  return (
    <span className={styles.amount}>
      <span className={styles.direction} data-direction={entry.direction}>
        {t(entry.direction === 'in' ? 'activity.direction.in' : 'activity.direction.out')}
      </span>
      <GemPrice amount={gemOfWei(entry.movedWei)} />
      {entry.feeWei > 0n && <span className={styles.fee}>{t('activity.includesFee', { fee: formatGem(gemOfWei(entry.feeWei)) })}</span>}
    </span>
  );
}
