import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useSearchParams } from 'react-router';
import { CATALOGUE_PAGE_SIZE } from '@marketplace/contracts/wire';
import { storeQueries } from '@marketplace/contracts/http';
import { pageOf, useLocalizedPath, useMarketplaceApi, withPage } from '@marketplace/contracts/browser';
import { FavouriteButton, GemPrice, ItemCard, ItemGrid, ItemGridSkeleton, LoadError, Pager } from '@marketplace/contracts/ui';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { isCategoryMissingAnswer } from '../merchant-frame/merchant-closed-answer';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { EmptyStateLink } from '../merchant-frame/empty-state-link';
import { PlayersOnlyBadge } from './players-only-badge';
import { AreaCategoryLinks } from '../merchant-frame/area-category-links';
import { STORE_AREA } from './store-area';
import { storePaths } from './store-paths';
import { supplyLeftLabel } from './store-supply';
import styles from './store-front.module.css';

/** The first cards are above the fold on every screen: their images load at once. */
const EAGER_CARDS = 4;

interface StoreFrontProps {
  merchantId: string;
  /** The category shown; null for all items. */
  categoryId: string | null;
}

/**
 * What a merchant sells (`/store/{merchant}`, `/category/{categoryId}`): its categories, then one
 * card per item (image, name, rarity, price in GEM and USD, how many are left), paged in the URL.
 */
export function StoreFront({ merchantId, categoryId }: StoreFrontProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const frame = useMerchantFrame();
  const [search] = useSearchParams();
  const page = pageOf(search);
  const listPath = categoryId ? storePaths.category(merchantId, categoryId) : storePaths.front(merchantId);
  const items = useQuery({
    ...storeQueries.items(useMarketplaceApi(), merchantId, {
      ...(categoryId ? { categoryId } : {}),
      groupBy: 'SET',
      page,
      pageSize: CATALOGUE_PAGE_SIZE,
    }),
    // Paging keeps the cards of the page before on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
  const merchantName = frame?.merchant.name ?? merchantId;
  const closed = useMerchantClosedAnswer(items.error);

  return (
    <div className={styles.front}>
      <AreaCategoryLinks area={STORE_AREA} merchantId={merchantId} categoryId={categoryId} />
      {items.isPending ? (
        <ItemGridSkeleton count={CATALOGUE_PAGE_SIZE} />
      ) : items.isError ? (
        isCategoryMissingAnswer(items.error) ? (
          <EmptyStateLink
            title={t('store.categoryMissing.title')}
            body={t('store.categoryMissing.body')}
            link={{ to: storePaths.front(merchantId), label: t('store.allItems') }}
          />
        ) : closed ? null : (
          <LoadError message={t('store.loadError.items')} onRetry={() => void items.refetch()} />
        )
      ) : items.data.records.length === 0 ? (
        <StoreEmpty
          merchantId={merchantId}
          merchantName={merchantName}
          marketOpen={frame?.merchant.merchantPages.market === true}
          categoryId={categoryId}
          page={page}
          totalPages={items.data.totalPages}
          listPath={listPath}
        />
      ) : (
        <div className={styles.results} aria-busy={items.isPlaceholderData || undefined}>
          <ItemGrid label={t('store.itemsLabel', { merchant: merchantName })}>
            {items.data.records.map((item, index) => (
              <ItemCard
                key={item.id}
                href={localized(storePaths.item(merchantId, item.id))}
                imageUrl={item.collectible.imageUrl}
                name={item.collectible.name}
                rarity={item.collectible.rarity}
                meta={
                  item.playersOnly ? (
                    <span className={styles.cardMeta}>
                      <GemPrice amount={item.price} />
                      <PlayersOnlyBadge />
                    </span>
                  ) : (
                    <GemPrice amount={item.price} />
                  )
                }
                badge={supplyLeftLabel(t, item.supplyLeft)}
                luxury={frame?.merchant.luxury === true}
                eager={index < EAGER_CARDS}
                corner={<FavouriteButton item={{ merchantId, setId: item.collectible.setId }} name={item.collectible.name} />}
              />
            ))}
          </ItemGrid>
          <Pager page={page} totalPages={items.data.totalPages} hrefFor={(target) => localized(withPage(listPath, target))} />
        </div>
      )}
    </div>
  );
}

interface StoreEmptyProps {
  merchantId: string;
  merchantName: string;
  /** The merchant has a market, where players sell what the store no longer has. */
  marketOpen: boolean;
  categoryId: string | null;
  page: number;
  totalPages: number;
  listPath: string;
}

/** Nothing to show: past the last page, an empty category, or a store sold out; each says where to go instead. */
function StoreEmpty({ merchantId, merchantName, marketOpen, categoryId, page, totalPages, listPath }: StoreEmptyProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  if (page > 1 && totalPages > 0) {
    return (
      <EmptyStateLink
        title={t('store.pastLastPage.title', { page })}
        body={t('store.pastLastPage.body', { count: totalPages })}
        link={{ to: listPath, label: t('store.pastLastPage.action') }}
      />
    );
  }
  if (categoryId) {
    return (
      <EmptyStateLink
        title={t('store.emptyCategory.title')}
        body={t('store.emptyCategory.body')}
        link={{ to: storePaths.front(merchantId), label: t('store.allItems') }}
      />
    );
  }
  return (
    <EmptyStateLink
      title={t('store.empty.title')}
      body={t(marketOpen ? 'store.empty.bodyMarket' : 'store.empty.body', { merchant: merchantName })}
      link={marketOpen ? { to: `/market/${encodeURIComponent(merchantId)}`, label: t('store.empty.action') } : undefined}
    />
  );
}
