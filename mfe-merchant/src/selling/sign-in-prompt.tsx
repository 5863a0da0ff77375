import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation } from 'react-router';
import { signInPath, useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './selling.module.css';

/** A visitor may make an offer once signed in, and comes back to this same page afterwards. */
export function SignInPrompt() {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localize = useLocalizedPath();
  const { pathname, search, hash } = useLocation();
  return (
    <p className={styles.text}>
      <Link className={styles.link} to={signInPath(localize, `${pathname}${search}${hash}`)}>
        {t('selling.offer.signIn')}
      </Link>
    </p>
  );
}
