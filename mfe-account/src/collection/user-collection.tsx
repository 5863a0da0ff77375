import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath, useSessionUser } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, LoadError, usePageTitle } from '@marketplace/contracts/ui';
import { CollectionGrid, CollectionGridSkeleton } from './collection-grid';
import { profileName } from '../portal-kit/profile-name';
import { usePublicProfile } from './use-public-profile';

/** The portal path of another user's collection (`/user-portal/collection/{id}`). */
export const userCollectionPath = (userId: string) => `/user-portal/collection/${encodeURIComponent(userId)}`;

/** Another user's collection by their id (`/user-portal/collection/{id}`): public facts only, no selling. */
export function UserCollection({ userId }: { userId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const viewerId = useSessionUser()?.id ?? null;
  const owner = usePublicProfile(userId);
  const ownerName = owner.data ? (profileName(owner.data) ?? t('collection.someone')) : null;
  // The tab says whose collection it is, as the page's heading does.
  usePageTitle(ownerName === null ? null : t('routes.portalCollectionItem.heading', { name: ownerName }));
  if (owner.isPending) return <CollectionGridSkeleton withGames />;
  if (owner.isError) return <LoadError message={t('collection.ownerLoadError')} onRetry={() => void owner.refetch()} />;
  if (owner.data === null) {
    return (
      <div data-page="not-found">
        <EmptyState
          title={t('collection.unknownOwner.title')}
          body={t('collection.unknownOwner.body')}
          action={
            <Link className={buttonStyles.primary} to={localized('/user-portal/collection')}>
              {t('collection.unknownOwner.action')}
            </Link>
          }
        />
      </div>
    );
  }
  return (
    <CollectionGrid
      userId={owner.data.id}
      merchantId={null}
      owned={owner.data.id === viewerId}
      basePath={userCollectionPath(userId)}
      ownerName={ownerName ?? t('collection.someone')}
    />
  );
}
