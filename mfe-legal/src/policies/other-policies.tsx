import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { LEGAL_POLICIES, type LegalPolicy } from '@marketplace/contracts/wire';
import styles from './policy.module.css';

/** Links to the other policies, which together make one agreement. */
export function OtherPolicies({ current }: { current: LegalPolicy }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const localized = useLocalizedPath();
  return (
    <nav className={styles.otherPolicies} aria-label={t('policies.otherPolicies')}>
      <p className={styles.contentsTitle}>{t('policies.otherPolicies')}</p>
      <ul>
        {LEGAL_POLICIES.filter((policy) => policy !== current).map((policy) => (
          <li key={policy}>
            <Link to={localized(`/legal/${policy}`)}>{t(`legal.${policy}`)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
