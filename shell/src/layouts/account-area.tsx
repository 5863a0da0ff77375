import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '@marketplace/contracts/browser';
import { useSignInPath } from '../session-ui/use-sign-in-path';
import { importShellChunk } from '../federation/shell-chunk';
import styles from './account-area.module.css';

const SignedInArea = lazy(() => importShellChunk(() => import('./signed-in-area')).then((module) => ({ default: module.SignedInArea })));

/** The header's right side: sign-in for a visitor; balance, unread notifications and the account menu for a user. */
export function AccountArea() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const signInPath = useSignInPath();

  if (!user) {
    return (
      <div className={styles.area}>
        <Link className={styles.signUp} to={signInPath('signup')}>
          {t('session.signUp')}
        </Link>
        <Link className={styles.signIn} to={signInPath()}>
          {t('session.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <Suspense fallback={<div className={styles.area} aria-busy="true" />}>
      <SignedInArea user={user} />
    </Suspense>
  );
}
