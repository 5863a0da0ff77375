import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { marketStatsQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { MarketFiguresStrip } from './market-figures-strip';

/** A stack page's figures (issue 23): the same strip as the market's, for one set, from one read. */
export function StackFigures({ merchantId, setId, name }: { merchantId: string; setId: string; name: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const stats = useQuery(marketStatsQueries.stack(useMarketplaceApi(), merchantId, setId));
  if (useMerchantClosedAnswer(stats.error)) return null;
  return (
    <MarketFiguresStrip
      label={t('marketStats.stackLabel', { name })}
      figures={stats.data?.figures}
      failed={stats.isError}
      onRetry={() => void stats.refetch()}
    />
  );
}
