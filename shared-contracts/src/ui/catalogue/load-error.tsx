import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { buttonStyles } from '../buttons';
import styles from './catalogue-notice.module.css';

export interface LoadErrorProps {
  /** What failed to load ("The store's items could not be loaded."); a general sentence by default. */
  message?: string;
  /** Asks for it again (a query's `refetch`). */
  onRetry: () => void;
}

/** A read that failed: says so, and offers to try again. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div className={styles.notice} role="alert" data-tone="error">
      <p className={styles.title}>{message ?? t('catalogue.loadError.message')}</p>
      <p className={styles.body}>{t('catalogue.loadError.hint')}</p>
      <div className={styles.action}>
        <button type="button" className={buttonStyles.primary} onClick={onRetry}>
          {t('catalogue.loadError.retry')}
        </button>
      </div>
    </div>
  );
}
