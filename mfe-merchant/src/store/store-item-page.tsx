import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { StoreItem } from '@marketplace/contracts/wire';
import { storeQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import {
  CollectibleProperties,
  FavouriteButton,
  GemPrice,
  ItemDetailLayout,
  ItemDetailSkeleton,
  LoadError,
  PriceHistoryPanel,
  RarityBadge,
} from '@marketplace/contracts/ui';
import { BuyPanel } from '../buying/buy-panel';
import { cartLineOf } from '../buying/cart-line-of';
import type { PlayersOnlySale } from '../buying/players-only-sale';
import { externalHref } from '../merchant-frame/external-link';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { AreaNotFound } from '../merchant-frame/area-not-found';
import { BackLink } from '../merchant-frame/back-link';
import { MerchantFrame } from '../merchant-frame/merchant-frame';
import { useDetailHeading } from '../merchant-frame/use-detail-heading';
import { PlayersOnlyBadge } from './players-only-badge';
import { storePaths } from './store-paths';
import { supplyLeftLabel } from './store-supply';
import styles from './store-item-page.module.css';

interface StoreItemPageProps {
  merchantId: string;
  /** The store listing's id, from the address. */
  itemId: string;
}

/** One store item (`/store/{merchant}/{id}`): its art large, rarity, price, supply, properties and Buy; 404 when there is no such item. */
export function StoreItemPage({ merchantId, itemId }: StoreItemPageProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const item = useQuery(storeQueries.item(useMarketplaceApi(), merchantId, itemId));
  const { heading, missing } = useDetailHeading(item, {
    of: (found) => found.collectible.name,
    notFound: t('store.item.notFound.title'),
    meanwhile: t('routes.storeItem.heading'),
  });

  return (
    <MerchantFrame merchantId={merchantId} area="store" heading={heading}>
      {item.isPending ? (
        <ItemDetailSkeleton label={t('store.item.loading')} blocks={['summary', 'price', 'panel']} />
      ) : missing ? (
        <AreaNotFound body={t('store.item.notFound.body')} backPath={storePaths.front(merchantId)} backLabel={t('store.item.back')} />
      ) : item.data ? (
        <>
          <StoreItemDetail item={item.data} />
          <PriceHistoryPanel merchantId={item.data.merchantId} setId={item.data.collectible.setId} />
        </>
      ) : (
        <LoadError message={t('store.loadError.item')} onRetry={() => void item.refetch()} />
      )}
    </MerchantFrame>
  );
}

function StoreItemDetail({ item }: { item: StoreItem }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const merchant = useMerchantFrame()?.merchant;
  const { collectible } = item;
  const playersOnly: PlayersOnlySale | undefined = item.playersOnly
    ? { merchantName: merchant?.name ?? t('buy.playersOnly.thisGame'), gamePageHref: externalHref(merchant?.gamePageURI) }
    : undefined;
  return (
    <ItemDetailLayout
      imageUrl={collectible.imageUrl}
      imageAlt={collectible.name}
      shareTitle={collectible.name}
      summary={
        <>
          <RarityBadge rarity={collectible.rarity} />
          {item.playersOnly && <PlayersOnlyBadge />}
          <span className={styles.supply}>{supplyLeftLabel(t, item.supplyLeft)}</span>
        </>
      }
      data-item={item.id}
    >
      <GemPrice amount={item.price} size="lg" />
      <FavouriteButton item={{ merchantId: item.merchantId, setId: collectible.setId }} name={collectible.name} variant="labelled" />
      <BuyPanel
        merchantId={item.merchantId}
        collectibleId={collectible.id}
        price={item.price}
        available={item.status === 'ACTIVE'}
        playersOnly={playersOnly}
        cartLine={cartLineOf(item, 'STORE')}
      />
      <CollectibleProperties heading={t('store.item.properties')} properties={collectible.properties} />
      <BackLink path={item.categoryId ? storePaths.category(item.merchantId, item.categoryId) : storePaths.front(item.merchantId)}>
        {t('store.item.back')}
      </BackLink>
    </ItemDetailLayout>
  );
}
