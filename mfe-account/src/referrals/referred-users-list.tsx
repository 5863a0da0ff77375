import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { ReferredUser } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { referralDateText } from './referral-date';
import { ReferralPersonLink } from './referral-person';
import styles from './referrals.module.css';

/** The people who joined with the person's link: who, and when they joined. */
export function ReferredUsersList({ people }: { people: readonly ReferredUser[] }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  return (
    <ul className={styles.rows} aria-label={t('referrals.people.listLabel')}>
      {people.map((person) => (
        <li key={person.id} className={styles.row}>
          <ReferralPersonLink person={person} />
          <span className={styles.rowMeta}>{t('referrals.people.joined', { date: referralDateText(person.joinedTime, locale) })}</span>
        </li>
      ))}
    </ul>
  );
}
