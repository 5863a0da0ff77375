import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath, useSessionUser } from '@marketplace/contracts/browser';
import { cardStyles } from '@marketplace/contracts/ui';
import card from '../portal-kit/portal-card.module.css';
import { PasswordChangeForm } from './password-change-form';
import { TwoFactorSettings } from './two-factor-settings';
import styles from './security.module.css';

/**
 * The "Security" part of the account settings: the password, two-factor authentication and a way to
 * the signed-in devices. Reads the signed-in user from the session; renders nothing without one.
 */
export function SecuritySettings() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const passwordHeadingId = useId();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  if (!user) return null;
  const hasPassword = user.identityProviders.password;

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="security-settings">
      <div className={card.head}>
        <h2 id={headingId} className={cardStyles.heading}>
          {t('security.heading')}
        </h2>
        <p className={styles.text}>{t('security.description')}</p>
      </div>
      <section className={styles.part} aria-labelledby={passwordHeadingId}>
        <h3 id={passwordHeadingId} className={styles.partHeading}>
          {t('security.password.heading')}
        </h3>
        {hasPassword ? (
          <PasswordChangeForm email={user.email ?? ''} />
        ) : (
          <p className={styles.text}>{t(user.identityProviders.apple ? 'security.password.noPasswordApple' : 'security.password.noPasswordGoogle')}</p>
        )}
      </section>
      <TwoFactorSettings on={user.twoFactorAuth} />
      <section className={styles.part} aria-labelledby={`${headingId}-devices`}>
        <h3 id={`${headingId}-devices`} className={styles.partHeading}>
          {t('security.devicesHeading')}
        </h3>
        <p className={styles.text}>{t('security.devicesText')}</p>
        <Link className={styles.link} to={localized('/user-portal/account/devices')}>
          {t('security.devicesLink')}
        </Link>
      </section>
    </section>
  );
}
