import { useTranslation } from 'react-i18next';
import styles from './remote-loading.module.css';

export function RemoteLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('remote.loading')}</span>
    </div>
  );
}
