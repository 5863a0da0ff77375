import { useTranslation } from 'react-i18next';
import { ModalFrame } from '../modal-frame';
import styles from '../modal.module.css';

/** Spec §4: shown while login startup runs, at least 1000 ms. */
export function LoginLoaderBody() {
  const { t } = useTranslation();
  return (
    <ModalFrame heading={t('session.loaderHeading')}>
      <div className={styles.loader} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span>{t('session.loaderBody')}</span>
      </div>
    </ModalFrame>
  );
}
