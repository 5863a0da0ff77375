import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { LockIcon } from '../buying/players-only-notice';
import styles from './players-only-badge.module.css';

/** "Players only" on a store card and item page (spec §6): everyone sees the item, only the game's players may buy it. */
export function PlayersOnlyBadge() {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  return (
    <span className={styles.badge} title={t('store.playersOnly.badgeLabel')} data-players-only="">
      <LockIcon className={styles.icon} />
      {t('store.playersOnly.badge')}
    </span>
  );
}
