import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@marketplace/contracts/ui';
import styles from './remote-loading.module.css';

/**
 * What a page shows while its code or data is on the way: the shape of a page (its heading and a few
 * lines), in the place the page will take, so nothing moves when it arrives. Screen readers hear
 * "Loading…" once.
 */
export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-live="polite" data-testid="page-skeleton">
      <VisuallyHidden>{t('remote.loading')}</VisuallyHidden>
      <span className={`${styles.block} ${styles.heading}`} aria-hidden="true" />
      <span className={styles.block} aria-hidden="true" />
      <span className={styles.block} aria-hidden="true" />
      <span className={`${styles.block} ${styles.short}`} aria-hidden="true" />
    </div>
  );
}
