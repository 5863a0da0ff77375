import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { marketStatsQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi, useMerchant } from '@marketplace/contracts/browser';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { MarketFiguresStrip } from './market-figures-strip';
import { MarketSetsTable } from './market-sets-table';

/**
 * The market's one read of its figures (issue 23): the strip above the listings and the table of sets
 * below them ask the same query, so the page reads the API once.
 */
function useMarketStats(merchantId: string) {
  return useQuery(marketStatsQueries.market(useMarketplaceApi(), merchantId));
}

/** The figures the market front opens with. */
export function MarketFrontFigures({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchant(merchantId);
  const stats = useMarketStats(merchantId);
  // A merchant closed meanwhile: the frame shows its 404, not a failed strip above it.
  if (useMerchantClosedAnswer(stats.error)) return null;
  return (
    <MarketFiguresStrip
      label={t('marketStats.marketLabel', { merchant: merchant?.name ?? merchantId })}
      figures={stats.data?.figures}
      failed={stats.isError}
      onRetry={() => void stats.refetch()}
    />
  );
}

/** The sortable table of the market's sets, under its listings; nothing while loading or when no set has figures (the strip says why). */
export function MarketFrontSets({ merchantId }: { merchantId: string }) {
  const stats = useMarketStats(merchantId);
  return stats.data && stats.data.sets.length > 0 ? <MarketSetsTable merchantId={merchantId} sets={stats.data.sets} /> : null;
}
