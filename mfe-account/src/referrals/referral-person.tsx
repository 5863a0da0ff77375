import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import type { ReferralPerson } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { ProfilePicture } from '@marketplace/contracts/ui';
import styles from './referrals.module.css';

/** A referred person as a list shows them: picture and name, linking to their public profile. */
export function ReferralPersonLink({ person }: { person: ReferralPerson }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localize = useLocalizedPath();
  const name = person.displayName || person.username || t('referrals.anonymous');
  return (
    <Link className={styles.person} to={localize(`/user/${encodeURIComponent(person.id)}`)}>
      <ProfilePicture picture={person.profilePicture} name={name} size={40} decorative />
      <span className={styles.personName}>{name}</span>
    </Link>
  );
}
