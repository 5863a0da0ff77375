import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation } from 'react-router';
import { signInPath, useIsLoggedIn, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles } from '@marketplace/contracts/ui';
import { EXPORT_FILES } from './export-files';
import { ExportFileCard } from './export-file-card';
import styles from './export.module.css';
import page from '../legal-kit/legal-page.module.css';

/**
 * The export page's content: for a signed-in person, one card per file with what it holds; for a
 * visitor, what the page does and a sign-in link that comes back here.
 */
export function ExportCenter() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const localize = useLocalizedPath();
  const { pathname } = useLocation();
  const signedIn = useIsLoggedIn();

  return (
    <div className={styles.center}>
      <p className={page.lead}>{t('exportPage.lead')}</p>
      {signedIn ? (
        <>
          <div className={styles.cards}>
            {EXPORT_FILES.map((file) => (
              <ExportFileCard key={file} file={file} />
            ))}
          </div>
          <p className={styles.note}>{t('exportPage.privacyNote')}</p>
        </>
      ) : (
        <div className={`${cardStyles.snugOnPhone} ${page.panel} ${styles.narrow}`}>
          <h2 className={styles.cardHeading}>{t('exportPage.signedOut.heading')}</h2>
          <p>{t('exportPage.signedOut.body')}</p>
          <div>
            <Link className={buttonStyles.primary} to={signInPath(localize, pathname)}>
              {t('exportPage.signedOut.signIn')}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
