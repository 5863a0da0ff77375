import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useRemoteLoadPending } from '../remote/remote-loads';
import styles from './navigation-progress.module.css';

/**
 * A thin bar along the top of the window while the page waits on the network: a navigation whose
 * guards, page code or remote module are on the way (the router's navigation state), or a remote
 * view loading outside a navigation. It floats over the page, so it moves nothing when it comes or goes.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigating = useNavigation().state !== 'idle';
  const remoteLoading = useRemoteLoadPending();
  if (!navigating && !remoteLoading) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={t('nav.loadingPage')} aria-valuetext={t('nav.loadingPage')}>
      <span className={styles.bar} />
    </div>
  );
}
