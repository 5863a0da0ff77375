import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './notifications.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';
import { skeletonSizes } from '../portal-kit/skeleton-sizes';

/** A row's bars at a notification's size: its text (small type, a line's measure at most), then its time. */
const ROW_SIZES = skeletonSizes({ barHeight: '0.875rem', barWidth: 'min(100%, 26rem)', shortBarWidth: '8rem' });

/** The list's shape while it loads: `rows` pulsing rows, announced once. */
export function NotificationListSkeleton({ rows }: { rows: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.frame} role="status" aria-busy="true">
      <span className={skeleton.visuallyHidden}>{t('notificationCentre.loading')}</span>
      <ul className={styles.list} aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have nothing but their place
          <li key={index} className={styles.skeletonRow} style={ROW_SIZES}>
            <span className={styles.skeletonDot} />
            <span className={skeleton.bar} />
            <span className={skeleton.barShort} />
          </li>
        ))}
      </ul>
    </div>
  );
}
