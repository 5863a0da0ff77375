import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { VisuallyHidden } from '@marketplace/contracts/ui';
import { CollectionGridSkeleton } from '../collection/collection-grid';
import styles from './profile.module.css';

/** A profile while it loads: the banner, the picture and the name's lines where they will be, then its collection's heading and grid. */
export function ProfileSkeleton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.profile} aria-busy="true">
      <VisuallyHidden role="status">{t('profile.loading')}</VisuallyHidden>
      <div className={styles.header} aria-hidden="true">
        <span className={`${styles.banner} ${styles.placeholder}`} />
        <div className={styles.identity}>
          <span className={`${styles.picture} ${styles.placeholderPicture}`} />
          <div className={styles.names}>
            <span className={`${styles.placeholderLine} ${styles.placeholderName}`} />
            <span className={styles.placeholderLine} />
          </div>
        </div>
      </div>
      <div className={styles.collection}>
        <h2 className={styles.sectionHeading}>{t('profile.collectionHeading')}</h2>
        <CollectionGridSkeleton withGames />
      </div>
    </div>
  );
}
