import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './account-settings.module.css';

/** The page's sections in order: their anchors and the key of their nav label. */
export const SETTINGS_SECTIONS = [
  { id: 'profile', label: 'accountSettings.nav.profile' },
  { id: 'appearance', label: 'accountSettings.nav.appearance' },
  { id: 'email', label: 'accountSettings.nav.email' },
  { id: 'antiphishing', label: 'accountSettings.nav.antiphishing' },
  { id: 'communications', label: 'accountSettings.nav.communications' },
  { id: 'language', label: 'accountSettings.nav.language' },
  { id: 'balance', label: 'accountSettings.nav.balance' },
  { id: 'security', label: 'accountSettings.nav.security' },
  { id: 'closing', label: 'accountSettings.nav.closing' },
] as const;

/** The side nav of a wide screen (a phone scrolls one column): in-page links to each section. */
export function SettingsNav() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <nav className={styles.nav} aria-label={t('accountSettings.nav.label')}>
      <ul className={styles.navList}>
        {SETTINGS_SECTIONS.map(({ id, label }) => (
          <li key={id}>
            <a className={styles.navLink} href={`#${id}`}>
              {t(label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
