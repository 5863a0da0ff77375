import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath, useMerchants } from '@marketplace/contracts/browser';
import type { ActivityCounterpart as Counterpart } from './activity-entry';
import styles from './activity.module.css';

/** The other side of a transaction: a person (their public profile) or the game that sold, crafted or rewarded. */
export function ActivityCounterpart({ counterpart, nameOf }: { counterpart: Counterpart; nameOf: (userId: string) => string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const { merchants } = useMerchants();
  if (counterpart === null) return <span className={styles.muted}>{t('activity.noCounterpart')}</span>;
  if (counterpart.kind === 'user') {
    return (
      <Link className={styles.counterpart} to={localized(`/user/${counterpart.userId}`)}>
        {nameOf(counterpart.userId)}
      </Link>
    );
  }
  if (counterpart.kind === 'address') return <span className={styles.address}>{counterpart.address}</span>;
  if (counterpart.kind === 'outside') return <span className={styles.muted}>{t('activity.outside')}</span>;
  const game = merchants.find((merchant) => merchant.id === counterpart.merchantId)?.name ?? counterpart.merchantId;
  return <span className={styles.counterpart}>{t('activity.game', { name: game })}</span>;
}
