import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useLocale } from '@marketplace/contracts/browser';
import type { PublicUserProfile } from '@marketplace/contracts/wire';
import { ProfileBanner, ProfilePicture, ShareButton } from '@marketplace/contracts/ui';
import styles from './profile.module.css';

interface ProfileHeaderProps {
  profile: PublicUserProfile;
  /** The name shown (display name, username or a stand-in); the page's heading says it. */
  name: string;
  /** The page's heading element id, so the header is labelled by it. */
  headingId: string;
}

/** A public profile's top: banner, round picture over it, name, tagline, the month they joined, and Share. */
export function ProfileHeader({ profile, name, headingId }: ProfileHeaderProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const since = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(new Date(profile.registrationTime));
  return (
    <header className={styles.header}>
      <ProfileBanner banner={profile.profileBanner} className={styles.banner} />
      <div className={styles.identity}>
        <span className={styles.picture}>
          <ProfilePicture picture={profile.profilePicture} name={name} size={112} decorative />
        </span>
        <div className={styles.names}>
          <h1 id={headingId} className={styles.name}>
            {name}
          </h1>
          {profile.username && profile.username !== name && <p className={styles.username}>@{profile.username}</p>}
          {profile.tagline && <p className={styles.tagline}>{profile.tagline}</p>}
          <p className={styles.since}>
            <time dateTime={profile.registrationTime}>{t('profile.memberSince', { date: since })}</time>
          </p>
        </div>
        <span className={styles.share}>
          <ShareButton title={name} />
        </span>
      </div>
    </header>
  );
}
