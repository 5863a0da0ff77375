import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { marketStatsQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi, useMerchant } from '@marketplace/contracts/browser';
import { MarketFiguresStrip } from './market-figures-strip';
import { MarketSetsTable } from './market-sets-table';

/**
 * The market front's figures (issue 23), from one read: the strip the market opens with and the
 * sortable table of its sets. A market that has neither listings nor sales shows the strip alone.
 */
export function MarketFrontFigures({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  const stats = useQuery(marketStatsQueries.market(useMarketplaceApi(), merchantId));
  return (
    <>
      <MarketFiguresStrip
        label={t('marketStats.marketLabel', { merchant: merchant?.name ?? merchantId })}
        figures={stats.data?.figures}
        failed={stats.isError}
        onRetry={() => void stats.refetch()}
      />
      {stats.data && stats.data.sets.length > 0 && <MarketSetsTable merchantId={merchantId} sets={stats.data.sets} />}
    </>
  );
}
