import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './referrals.module.css';

/** The list's rows while they load: the same row shape, so nothing jumps when they arrive. */
export function ReferralRowsSkeleton({ count }: { count: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div role="status" aria-label={t('referrals.loading')}>
      <ul className={styles.rows} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place
          <li key={index} className={styles.row}>
            <span className={styles.skeletonAvatar} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}
