import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { marketQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { ItemDetailSkeleton, LoadError, PriceHistoryPanel } from '@marketplace/contracts/ui';
import { AreaNotFound } from '../merchant-frame/area-not-found';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { useDetailHeading } from '../merchant-frame/use-detail-heading';
import { MarketListingDetail } from './market-listing-detail';
import { marketPaths } from './market-paths';

interface MarketListingPageProps {
  merchantId: string;
  /** The market listing's id, from the address. */
  listingId: string;
}

/** One market listing (`/market/{merchant}/{id}`), sold and withdrawn ones too; 404 when there is no such listing. */
export function MarketListingPage({ merchantId, listingId }: MarketListingPageProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const listing = useQuery(marketQueries.listing(useMarketplaceApi(), merchantId, listingId));
  const { heading, missing } = useDetailHeading(listing, {
    of: (found) => found.collectible.name,
    notFound: t('market.listing.notFound.title'),
    meanwhile: t('routes.marketItem.heading'),
  });

  return (
    <MerchantFrame merchantId={merchantId} area="market" heading={heading}>
      {listing.isPending ? (
        <ItemDetailSkeleton label={t('market.listing.loading')} blocks={['summary', 'facts', 'price', 'panel']} />
      ) : missing ? (
        <AreaNotFound body={t('market.listing.notFound.body')} backPath={marketPaths.front(merchantId)} backLabel={t('market.listing.back')} />
      ) : listing.data ? (
        <>
          <MarketListingDetail listing={listing.data} />
          <PriceHistoryPanel merchantId={listing.data.merchantId} setId={listing.data.collectible.setId} />
        </>
      ) : (
        <LoadError message={t('market.loadError.listing')} onRetry={() => void listing.refetch()} />
      )}
    </MerchantFrame>
  );
}
