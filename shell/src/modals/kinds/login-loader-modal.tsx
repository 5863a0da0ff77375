import { useTranslation } from 'react-i18next';
import { registerModal } from '../../modal-queue/modal-registry';
import { ModalFrame } from '../modal-frame';
import styles from '../modal.module.css';

/** Spec §4: shown while login startup runs, at least 1000 ms. */
function LoginLoaderBody() {
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

export const loginLoaderModal = registerModal({
  kind: 'login-loader',
  headingKey: () => 'session.loaderHeading',
  // It waits for the sign-in to end; the session controller closes it.
  dismissible: () => false,
  Body: LoginLoaderBody,
});
