import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { marketQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { CollectibleImage, GemPrice, LoadError } from '@marketplace/contracts/ui';
import { CARD_SKELETON_SIZES, DashboardCard } from './dashboard-card';
import { DashboardFigure } from './dashboard-figure';
import styles from './dashboard.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';

/** How many of the person's listings the card shows, newest first; the count says how many there are in all. */
export const DASHBOARD_LISTINGS = 3;

/** The card's own read: the first page of the ACTIVE listings is both the count (`total`) and the latest few. */
const LATEST_LISTINGS = { page: 1, pageSize: DASHBOARD_LISTINGS } as const;

/**
 * What the person has listed for sale on the markets: how many, and the latest few with their art and
 * price, each leading to its market listing, and the way to the page of all of them (where several are
 * repriced or withdrawn at once). With nothing listed, the way to the collection, where an item is put up for sale.
 */
export function ListingsCard() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const listings = useQuery(marketQueries.own(api, LATEST_LISTINGS));
  const total = listings.data?.total ?? 0;

  return (
    <DashboardCard
      title={t('dashboard.listings.title')}
      more={{ to: '/user-portal/listings', label: t('dashboard.listings.manage') }}
      wide
      testId="dashboard-listings"
    >
      {listings.isPending && <ListingsSkeleton label={t('dashboard.loading')} />}
      {listings.isError && <LoadError message={t('dashboard.listings.loadError')} onRetry={() => void listings.refetch()} />}
      {listings.isSuccess && total === 0 && (
        <div className={styles.listingsEmpty}>
          <p className={styles.muted}>{t('dashboard.listings.none')}</p>
          <Link className={styles.more} to={localized('/collection')}>
            {t('dashboard.listings.fromCollection')}
          </Link>
        </div>
      )}
      {listings.isSuccess && total > 0 && (
        <>
          <DashboardFigure value={total} label={t('dashboard.listings.listed', { count: total })} testId="dashboard-listed" />
          <ul className={styles.listings} aria-label={t('dashboard.listings.latest')}>
            {listings.data.records.slice(0, DASHBOARD_LISTINGS).map((listing) => (
              <li key={listing.id}>
                <Link
                  className={styles.listing}
                  to={localized(`/market/${encodeURIComponent(listing.merchantId)}/${encodeURIComponent(listing.id)}`)}
                  data-testid="dashboard-listing"
                >
                  <span className={styles.listingArt}>
                    <CollectibleImage src={listing.collectible.imageUrl} alt="" sizes="4rem" />
                  </span>
                  <span className={styles.listingText}>
                    <span className={styles.listingName}>{listing.collectible.name}</span>
                    <GemPrice amount={listing.price} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </DashboardCard>
  );
}

/** The card's shape while it loads: the count, then three rows of art, name and price. */
function ListingsSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} style={CARD_SKELETON_SIZES} role="status" aria-busy="true">
      <span className={skeleton.visuallyHidden}>{label}</span>
      <span className={skeleton.barShort} aria-hidden="true" />
      <span className={styles.listings} aria-hidden="true">
        {Array.from({ length: DASHBOARD_LISTINGS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <span key={index} className={styles.listing}>
            <span className={`${styles.listingArt} ${styles.listingArtPending} ${skeleton.block}`} />
            <span className={styles.listingText}>
              <span className={skeleton.bar} />
              <span className={skeleton.barShort} />
            </span>
          </span>
        ))}
      </span>
    </div>
  );
}
