import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { marketStatsQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import type { PriceHistoryRange } from '../../wire/schemas/market-stats-schemas';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { EmptyState } from '../catalogue/empty-state';
import { LoadError } from '../catalogue/load-error';
import { VisuallyHidden } from '../visually-hidden';
import { LatestSalesTable } from './latest-sales-table';
import { PriceRangeSwitch } from './price-range-switch';
import styles from './price-history.module.css';

/** The chart and its library (uPlot) are a chunk of their own, fetched when a panel first has sales to draw. */
const PriceChart = lazy(() => import('./price-chart'));

export interface PriceHistoryPanelProps {
  /** The item type: a merchant's set. */
  merchantId: string;
  setId: string;
}

/**
 * An item type's price history (issue 23) for every item page (store, market, collectible): its sales
 * over 30 days, 90 days or all time as a chart (the median per day and each sale, GEM with USD on hover)
 * and the latest sales as a table, which is also the chart's text alternative.
 */
export function PriceHistoryPanel({ merchantId, setId }: PriceHistoryPanelProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const [range, setRange] = useState<PriceHistoryRange>('30d');
  const headingId = useId();
  const history = useQuery({
    ...marketStatsQueries.priceHistory(useMarketplaceApi(), merchantId, setId, range),
    // Another range keeps the chart before it on screen until its own arrives.
    placeholderData: keepPreviousData,
  });

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-price-history={setId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {t('priceHistory.heading')}
        </h2>
        <PriceRangeSwitch value={range} onChange={setRange} />
      </div>
      {history.isPending ? (
        <PriceHistorySkeleton />
      ) : history.isError ? (
        <LoadError message={t('priceHistory.loadError')} onRetry={() => void history.refetch()} />
      ) : history.data.total === 0 ? (
        <EmptyState
          title={t('priceHistory.empty.title')}
          body={range === 'all' ? t('priceHistory.empty.never') : t('priceHistory.empty.inRange', { period: t(`priceHistory.range.${range}`) })}
        />
      ) : (
        <div className={styles.body} aria-busy={history.isPlaceholderData || undefined}>
          <p className={styles.summary}>{t('priceHistory.summary', { count: history.data.total, period: t(`priceHistory.range.${history.data.range}`) })}</p>
          <Suspense fallback={<div className={styles.chartSkeleton} aria-hidden="true" />}>
            <PriceChart history={history.data} label={t('priceHistory.chartLabel', { period: t(`priceHistory.range.${history.data.range}`) })} />
          </Suspense>
          <LatestSalesTable sales={history.data.sales} total={history.data.total} />
        </div>
      )}
    </section>
  );
}

/** Holds the chart's place while the first answer loads, so the page does not move when it arrives. */
function PriceHistorySkeleton() {
  const { t } = useTranslation(KIT_NAMESPACE);
  return (
    <div className={styles.body} role="status">
      <VisuallyHidden>{t('priceHistory.loading')}</VisuallyHidden>
      <div className={styles.chartSkeleton} aria-hidden="true" />
      <div className={styles.tableSkeleton} aria-hidden="true" />
    </div>
  );
}
