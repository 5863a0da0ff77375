import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './account-settings.module.css';
import { formFieldStyles } from '@marketplace/contracts/ui';

/** The page's cards as grey blocks while the signed-in user is read, with a "Loading…" status for screen readers. */
export function SettingsSkeleton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.sections} aria-busy="true">
      <p role="status" className={formFieldStyles.hint}>
        {t('accountSettings.loading')}
      </p>
      {[0, 1, 2].map((block) => (
        <div key={block} className={styles.skeletonBlock} />
      ))}
    </div>
  );
}
