import { useTranslation } from 'react-i18next';
import styles from './remote-unavailable-panel.module.css';

/** What a route shows when its remote cannot be reached; the rest of the site keeps working. */
export function RemoteUnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-heading">
      <h1 id="remote-unavailable-heading" className={styles.heading}>
        {t('remote.unavailableHeading')}
      </h1>
      <p className={styles.body}>{t('remote.unavailableBody')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}
