import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useSessionUser } from '@marketplace/contracts/browser';
import { LoadError, NotFoundPage, PageFrame, usePageTitle } from '@marketplace/contracts/ui';
import type { PublicUserProfile } from '@marketplace/contracts/wire';
import { CollectionGrid } from '../collection/collection-grid';
import { usePublicProfile } from '../collection/use-public-profile';
import { profileName } from '../portal-kit/profile-name';
import { ProfileHeader } from './profile-header';
import { ProfileSkeleton } from './profile-skeleton';
import styles from './profile.module.css';

/** The public profile page's own path (`/user/{id}`); its collection's view is the query. */
export const userProfilePath = (userId: string) => `/user/${encodeURIComponent(userId)}`;

/**
 * A person's public page (`/user/{id}`, spec §2): banner, picture, name, tagline, member since, and
 * their public collection. Their own page offers selling from it, like their portal collection.
 */
export function UserProfile({ userId }: { userId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const viewerId = useSessionUser()?.id ?? null;
  const profile = usePublicProfile(userId);
  const nameOf = (person: PublicUserProfile) => profileName(person) ?? t('profile.unnamed');
  usePageTitle(profile.data ? nameOf(profile.data) : null);
  if (profile.isSuccess && profile.data === null)
    return <NotFoundPage heading={t('profile.notFound.heading')} body={t('profile.notFound.body')} remote="account" />;
  if (!profile.data) {
    return (
      <PageFrame owner="account" heading={t('routes.user.heading')}>
        {profile.isError ? <LoadError message={t('profile.loadError')} onRetry={() => void profile.refetch()} /> : <ProfileSkeleton />}
      </PageFrame>
    );
  }
  const name = nameOf(profile.data);
  return (
    <section className={styles.profile} aria-labelledby={headingId} data-remote="account" data-profile={profile.data.id}>
      <ProfileHeader profile={profile.data} name={name} headingId={headingId} />
      <section className={styles.collection} aria-labelledby={`${headingId}-collection`}>
        <h2 id={`${headingId}-collection`} className={styles.sectionHeading}>
          {t('profile.collectionHeading')}
        </h2>
        <CollectionGrid
          userId={profile.data.id}
          merchantId={null}
          owned={profile.data.id === viewerId}
          basePath={userProfilePath(userId)}
          ownerName={profile.data.id === viewerId ? null : name}
        />
      </section>
    </section>
  );
}
