import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './site-footer.module.css';

const LINKS = [
  { to: '/legal/terms', label: 'nav.terms' },
  { to: '/legal/privacy', label: 'nav.privacy' },
  // Where a visitor changes the cookie choice made in the consent banner.
  { to: '/legal/cookies', label: 'legal.cookies' },
  { to: '/support', label: 'nav.support' },
  { to: '/communications', label: 'nav.communications' },
  { to: '/influencer-program', label: 'nav.influencerProgram' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('nav.footer')}>
          <ul className={styles.links}>
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={localized(to)} className={styles.link}>
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className={styles.rights}>{t('nav.rights', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
