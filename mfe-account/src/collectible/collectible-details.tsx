import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { collectiblesQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import {
  CollectibleProperties,
  FavouriteButton,
  ItemDetailLayout,
  ItemDetailSkeleton,
  LoadError,
  NotFoundPage,
  PageFrame,
  PriceHistoryPanel,
  RarityBadge,
  usePageTitle,
} from '@marketplace/contracts/ui';
import { CollectibleActions } from './collectible-actions';
import { CollectibleMarketFacts } from './collectible-market-facts';
import { CollectibleOwner } from './collectible-owner';

/**
 * A collectible's public page (`/collectible/{id}`, spec §2): its art large, rarity, name, owner and game,
 * where it stands on the market (listing, offers, last sale), what the viewer may do, and its properties.
 */
export function CollectibleDetails({ collectibleId }: { collectibleId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const detail = useQuery(collectiblesQueries.detail(useMarketplaceApi(), collectibleId));
  usePageTitle(detail.data?.name ?? null);
  if (detail.isSuccess && detail.data === null)
    return <NotFoundPage heading={t('collectible.notFound.heading')} body={t('collectible.notFound.body')} remote="account" />;
  const collectible = detail.data;
  return (
    <PageFrame owner="account" heading={collectible?.name ?? t('routes.collectible.heading')}>
      {detail.isPending ? (
        <ItemDetailSkeleton label={t('collectible.loading')} blocks={['summary', 'facts', 'price', 'shortPanel', 'row', 'row']} />
      ) : detail.isError ? (
        <LoadError message={t('collectible.loadError')} onRetry={() => void detail.refetch()} />
      ) : (
        collectible && (
          <>
            <ItemDetailLayout
              imageUrl={collectible.imageUrl}
              imageAlt={collectible.name}
              shareTitle={collectible.name}
              summary={<RarityBadge rarity={collectible.rarity} />}
              data-collectible={collectible.id}
            >
              <CollectibleOwner collectible={collectible} />
              <FavouriteButton item={{ merchantId: collectible.merchantId, setId: collectible.setId }} name={collectible.name} variant="labelled" />
              <CollectibleMarketFacts collectible={collectible} />
              <CollectibleActions collectible={collectible} />
              <CollectibleProperties heading={t('collectible.properties')} properties={collectible.properties} />
            </ItemDetailLayout>
            <PriceHistoryPanel merchantId={collectible.merchantId} setId={collectible.setId} />
          </>
        )
      )}
    </PageFrame>
  );
}
