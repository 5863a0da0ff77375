import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { favouritesQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi, usePageInUrl, withPage } from '@marketplace/contracts/browser';
import { FAVOURITES_PAGE_SIZE } from '@marketplace/contracts/wire';
import { buttonStyles, EmptyState, ItemGrid, ItemGridSkeleton, LoadError, Pager } from '@marketplace/contracts/ui';
import { FavouriteCard } from './favourite-card';
import { FAVOURITES_PAGE } from './favourite-paths';
import styles from './favourites.module.css';

/** The first cards are above the fold on every screen: their images load at once. */
const EAGER_CARDS = 4;

/**
 * The person's favourites (`/user-portal/favourites`), newest first, 12 to a page with the page in the
 * address: each with the price it had when added and the lowest listing now. Empty, it says how to add one.
 */
export function FavouritesSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const page = usePageInUrl();
  const favourites = useQuery({ ...favouritesQueries.page(useMarketplaceApi(), { page }), placeholderData: keepPreviousData });

  if (favourites.isPending) return <ItemGridSkeleton count={FAVOURITES_PAGE_SIZE} />;
  if (favourites.isError) return <LoadError message={t('favourites.loadError')} onRetry={() => void favourites.refetch()} />;
  const { records, total, totalPages } = favourites.data;
  if (records.length === 0) {
    return (
      <EmptyState
        title={t('favourites.empty.title')}
        body={t('favourites.empty.body')}
        action={
          page > 1 && total > 0 ? (
            <Link className={buttonStyles.secondary} to={localized(FAVOURITES_PAGE)}>
              {t('favourites.empty.firstPage')}
            </Link>
          ) : (
            <Link className={buttonStyles.primary} to={localized('/')}>
              {t('favourites.empty.browse')}
            </Link>
          )
        }
      />
    );
  }
  return (
    <div className={styles.favourites} aria-busy={favourites.isPlaceholderData || undefined}>
      <p className={styles.count}>{t('favourites.count', { count: total })}</p>
      <ItemGrid label={t('favourites.gridLabel')}>
        {records.map((favourite, index) => (
          <FavouriteCard key={`${favourite.merchantId}/${favourite.setId}`} favourite={favourite} eager={index < EAGER_CARDS} />
        ))}
      </ItemGrid>
      <Pager page={page} totalPages={totalPages} hrefFor={(target) => localized(withPage(FAVOURITES_PAGE, target))} />
    </div>
  );
}
