import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath, useMerchants } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState } from '@marketplace/contracts/ui';
import { activeFilterCount, clearedView, type CollectionView, collectionViewSearch } from './collection-view';

interface CollectionEmptyProps {
  view: CollectionView;
  /** The game shown, or null for every game. */
  game: string | null;
  basePath: string;
  totalPages: number;
  /** The owner's name, or null for the signed-in user's own collection. */
  ownerName: string | null;
  onChange: (view: CollectionView) => void;
}

/** Nothing to show: past the last page, nothing matching, or nothing collected yet; each says what to do instead. */
export function CollectionEmpty({ view, game, basePath, totalPages, ownerName, onChange }: CollectionEmptyProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const { merchants } = useMerchants();
  if (view.page > 1 && totalPages > 0) {
    return (
      <EmptyState
        title={t('collection.pastLastPage.title', { page: view.page })}
        body={t('collection.pastLastPage.body', { count: totalPages })}
        action={
          <Link className={buttonStyles.primary} to={localized(`${basePath}${collectionViewSearch({ ...view, page: 1 })}`)}>
            {t('collection.pastLastPage.action')}
          </Link>
        }
      />
    );
  }
  if (activeFilterCount(view) > 0) {
    return (
      <EmptyState
        title={t('collection.noMatch.title')}
        body={t('collection.noMatch.body')}
        action={
          <button type="button" className={buttonStyles.primary} onClick={() => onChange(clearedView(view))}>
            {t('collection.noMatch.action')}
          </button>
        }
      />
    );
  }
  const merchant = merchants.find((candidate) => candidate.id === game);
  const storeAction = merchant ? (
    <Link className={buttonStyles.primary} to={localized(`/store/${encodeURIComponent(merchant.id)}`)}>
      {t('collection.empty.store', { merchant: merchant.name })}
    </Link>
  ) : (
    <Link className={buttonStyles.primary} to={localized('/')}>
      {t('collection.empty.explore')}
    </Link>
  );
  if (ownerName) {
    return <EmptyState title={t('collection.empty.theirsTitle', { name: ownerName })} body={t('collection.empty.theirsBody')} action={storeAction} />;
  }
  return (
    <EmptyState
      title={t('collection.empty.title')}
      body={merchant ? t('collection.empty.bodyGame', { merchant: merchant.name }) : t('collection.empty.body')}
      action={storeAction}
    />
  );
}
