import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { OFFERS_PAGE_SIZE } from '@marketplace/contracts/wire';
import { offersQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { LoadError } from '@marketplace/contracts/ui';
import { CardSkeleton, DashboardCard } from './dashboard-card';
import { DashboardFigure } from './dashboard-figure';
import styles from './dashboard.module.css';

/**
 * What waits on the person in the offers: the open offers on the first page of their collectibles'
 * offers (the same query the offers page reads first, so opening it is instant) and how many
 * collectibles have offers; and the offers they made.
 */
export function OffersCard() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  // The loud reads: a failure shows what failed with a retry, never a false "0 offers waiting".
  const received = useQuery(offersQueries.page(api, { agent: 'SELLER', page: 1, pageSize: OFFERS_PAGE_SIZE }));
  const made = useQuery(offersQueries.page(api, { agent: 'BUYER', page: 1, pageSize: OFFERS_PAGE_SIZE }));
  const waiting = received.data?.records.reduce((open, group) => open + group.offers.filter((offer) => offer.status === 'OPEN').length, 0) ?? 0;
  const madeOpen = made.data?.records.reduce((open, group) => open + group.offers.filter((offer) => offer.status === 'OPEN').length, 0) ?? 0;
  const failed = received.isError || made.isError;

  return (
    <DashboardCard title={t('dashboard.offers.title')} more={{ to: '/user-portal/offers', label: t('dashboard.offers.all') }} testId="dashboard-offers">
      {(received.isPending || made.isPending) && !failed && <CardSkeleton lines={2} label={t('dashboard.loading')} />}
      {failed && (
        <LoadError
          message={t('dashboard.offers.loadError')}
          onRetry={() => {
            void received.refetch();
            void made.refetch();
          }}
        />
      )}
      {received.isSuccess && made.isSuccess && (
        <ul className={styles.figures}>
          <li>
            <DashboardFigure
              value={waiting}
              label={t('dashboard.offers.waiting', { count: waiting })}
              testId="dashboard-offers-waiting"
              to={localized('/user-portal/offers')}
            />
          </li>
          <li>
            <DashboardFigure
              value={madeOpen}
              label={t('dashboard.offers.made', { count: madeOpen })}
              testId="dashboard-offers-made"
              to={localized('/user-portal/offers?agent=BUYER')}
            />
          </li>
        </ul>
      )}
    </DashboardCard>
  );
}
