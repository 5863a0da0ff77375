import { keepPreviousData, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_SIZE, type StackCompletion } from '@marketplace/contracts/wire';
import { marketQueries } from '@marketplace/contracts/http';
import { pageOf, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { LoadError, PriceHistoryPanel, usePageTitle } from '@marketplace/contracts/ui';
import { AreaNotFound } from '../merchant-frame/area-not-found';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { marketPaths } from './market-paths';
import { OwnedCopies } from './owned-copies';
import { StackCompletionPanel } from './stack-completion-panel';
import { StackFigures } from './stack-figures';
import { StackListings } from './stack-listings';
import { StackSkeleton } from './stack-skeleton';
import { StackSummary } from './stack-summary';
import styles from './market-stack.module.css';

interface MarketStackPageProps {
  merchantId: string;
  setId: string;
}

/**
 * One set on the market (`/market/{merchant}/stack/{setId}`): its listings cheapest first, which of its
 * copies the signed-in person owns (each one can be put on sale), and what completing it costs.
 */
export function MarketStackPage({ merchantId, setId }: MarketStackPageProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const completion = useQuery(marketQueries.stackCompletion(useMarketplaceApi(), merchantId, setId, useSessionUser()?.id ?? null));
  const name = completion.data ? completion.data.name : completion.data === null ? t('market.stack.notFound.title') : null;
  usePageTitle(name);
  return (
    <MerchantFrame merchantId={merchantId} area="market" heading={name ?? t('routes.marketStack.heading')}>
      <MarketStack merchantId={merchantId} setId={setId} completion={completion} />
    </MerchantFrame>
  );
}

function MarketStack({ merchantId, setId, completion }: MarketStackPageProps & { completion: UseQueryResult<StackCompletion | null> }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const api = useMarketplaceApi();
  const viewerId = useSessionUser()?.id ?? null;
  const [search] = useSearchParams();
  const page = pageOf(search);
  const listings = useQuery({
    ...marketQueries.listings(api, merchantId, { setId, sort: 'PRICE_ASC', page, pageSize: CATALOGUE_PAGE_SIZE }, viewerId),
    placeholderData: keepPreviousData,
  });
  const closed = useMerchantClosedAnswer(completion.error, listings.error);

  if (closed) return null;
  if (completion.isPending) return <StackSkeleton />;
  if (completion.isError) return <LoadError message={t('market.loadError.stack')} onRetry={() => void completion.refetch()} />;
  if (completion.data === null) {
    return <AreaNotFound body={t('market.stack.notFound.body')} backPath={marketPaths.front(merchantId)} backLabel={t('market.listing.back')} />;
  }

  const set = completion.data;
  return (
    <div className={styles.stack} data-set={set.setId}>
      <StackFigures merchantId={merchantId} setId={setId} name={set.name} />
      <div className={styles.top}>
        <StackSummary
          merchantId={merchantId}
          completion={set}
          listed={listings.data?.total}
          floor={page === 1 ? listings.data?.records[0]?.price : undefined}
        />
        <StackCompletionPanel merchantId={merchantId} completion={set} />
      </div>
      {set.owned.length > 0 && <OwnedCopies merchantId={merchantId} completion={set} />}
      <StackListings merchantId={merchantId} setId={setId} name={set.name} page={page} listings={listings} />
      <PriceHistoryPanel merchantId={merchantId} setId={setId} />
    </div>
  );
}
