import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './offers.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';

/** The offer groups' shape while they load: art, name and two offer lines per group, announced once. */
export function OffersSkeleton({ groups }: { groups: number }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.groups} role="status" aria-busy="true">
      <span className={skeleton.visuallyHidden}>{t('offersPage.loading')}</span>
      {Array.from({ length: groups }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={index} className={styles.group} aria-hidden="true">
          <div className={styles.groupItem}>
            <span className={styles.artBlank} />
            <div className={styles.groupFacts}>
              <span className={skeleton.bar} />
              <span className={skeleton.barShort} />
            </div>
          </div>
          <span className={skeleton.bar} />
          <span className={skeleton.barShort} />
        </div>
      ))}
    </div>
  );
}
