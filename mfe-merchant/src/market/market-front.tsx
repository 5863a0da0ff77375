import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { marketQueries, storeQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, ItemGrid, ItemGridSkeleton, LoadError, Pager, SideDrawer } from '@marketplace/contracts/ui';
import { isCategoryMissingAnswer } from '../merchant-frame/merchant-closed-answer';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { EmptyStateLink } from '../merchant-frame/empty-state-link';
import { useMerchantClosedAnswer } from '../merchant-frame/use-merchant-closed-answer';
import { MarketFilters } from './market-filters';
import { marketPaths } from './market-paths';
import { MarketSearchField } from './market-search-field';
import { MarketSortSelect } from './market-sort-select';
import { StackCard } from './stack-card';
import { activeFilterCount, clearedView, isNarrowed, listingsRequestOf, type MarketView, marketViewSearch, refinedView } from './market-view';
import { useMarketView } from './use-market-view';
import styles from './market-front.module.css';
import pageStyles from './listings-page.module.css';

/** The first cards are above the fold on every screen: their images load at once. */
const EAGER_CARDS = 4;

/**
 * Cards to a page: 12 fills every row of the grid at the widths it takes (1, 2, 3 or 4 columns from a
 * phone to 1280 px and beyond), where the catalogue's 10 left a ragged last row.
 */
export const MARKET_FRONT_PAGE_SIZE = 12;

/**
 * A merchant's market (`/market/{merchant}`): what other people sell, one card per item (how many are
 * listed, from what price, leading to its stack), searched by name, filtered by rarity and category,
 * sorted by floor price or newest listing and paged, all of it in the address. The filters sit beside the grid on
 * a wide screen and in a drawer on a phone.
 */
export function MarketFront({ merchantId }: { merchantId: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const frame = useMerchantFrame();
  const api = useMarketplaceApi();
  const viewerId = useSessionUser()?.id ?? null;
  const { view, show } = useMarketView();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const countId = useId();
  const resultsTop = useRef<HTMLDivElement>(null);
  const categories = useQuery(storeQueries.categories(api, merchantId));
  const listings = useQuery({
    ...marketQueries.listingSets(api, merchantId, listingsRequestOf(view, MARKET_FRONT_PAGE_SIZE), viewerId),
    // A new page or filter keeps the cards before it on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  const closed = useMerchantClosedAnswer(listings.error);
  const refine = (change: Partial<Omit<MarketView, 'page'>>) => show(refinedView(view, change));
  const clear = () => show(clearedView(view));
  const filterCount = activeFilterCount(view);

  // Another page of results starts at the top of the grid, not wherever the pager was.
  const shownPage = listings.data?.page;
  useEffect(() => {
    const top = resultsTop.current;
    if (shownPage && top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [shownPage]);

  const filters = (
    <MarketFilters
      rarities={view.rarities}
      categoryId={view.categoryId}
      categories={categories.data ?? []}
      onRarities={(rarities) => refine({ rarities })}
      onCategory={(categoryId) => refine({ categoryId })}
    />
  );
  const total = listings.data?.total;

  return (
    <div className={styles.market}>
      <div className={styles.toolbar}>
        <MarketSearchField value={view.q} onSearch={(q, { replace }) => show(refinedView(view, { q }), { replace })} />
        <MarketSortSelect value={view.sort} onChange={(sort) => refine({ sort })} />
        <button type="button" className={`${buttonStyles.secondary} ${styles.filtersButton}`} aria-haspopup="dialog" onClick={() => setDrawerOpen(true)}>
          {filterCount > 0 ? t('market.filters.openWithCount', { count: filterCount }) : t('market.filters.open')}
        </button>
      </div>
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('market.filters.heading')}>
          {filters}
          {isNarrowed(view) && (
            <button type="button" className={buttonStyles.secondary} onClick={clear}>
              {t('market.filters.clear')}
            </button>
          )}
        </aside>
        <div className={styles.results} ref={resultsTop}>
          <p id={countId} className={styles.count} aria-live="polite">
            {total === undefined ? '' : t('market.resultCount', { count: total })}
          </p>
          {listings.isPending ? (
            <ItemGridSkeleton count={MARKET_FRONT_PAGE_SIZE} />
          ) : listings.isError ? (
            isCategoryMissingAnswer(listings.error) ? (
              <EmptyState
                title={t('market.categoryMissing.title')}
                body={t('market.categoryMissing.body')}
                action={
                  <button type="button" className={buttonStyles.primary} onClick={() => refine({ categoryId: null })}>
                    {t('market.categoryMissing.action')}
                  </button>
                }
              />
            ) : closed ? null : (
              <LoadError message={t('market.loadError.listings')} onRetry={() => void listings.refetch()} />
            )
          ) : listings.data.records.length === 0 ? (
            <MarketEmpty merchantId={merchantId} view={view} totalPages={listings.data.totalPages} onClear={clear} />
          ) : (
            <div className={pageStyles.page} aria-busy={listings.isPlaceholderData || undefined}>
              <ItemGrid label={t('market.listingsLabel', { merchant: frame?.merchant.name ?? merchantId })}>
                {listings.data.records.map((stack, index) => (
                  <StackCard key={stack.setId} merchantId={merchantId} stack={stack} eager={index < EAGER_CARDS} />
                ))}
              </ItemGrid>
              <Pager
                page={view.page}
                totalPages={listings.data.totalPages}
                hrefFor={(page) => localized(`${marketPaths.front(merchantId)}${marketViewSearch({ ...view, page })}`)}
              />
            </div>
          )}
        </div>
      </div>
      <SideDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('market.filters.heading')}
        closeLabel={t('market.filters.close')}
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={clear} disabled={!isNarrowed(view)}>
              {t('market.filters.clear')}
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => setDrawerOpen(false)} aria-describedby={countId}>
              {total === undefined ? t('market.filters.done') : t('market.filters.showResults', { count: total })}
            </button>
          </>
        }
      >
        {filters}
      </SideDrawer>
    </div>
  );
}

interface MarketEmptyProps {
  merchantId: string;
  view: MarketView;
  totalPages: number;
  onClear: () => void;
}

/** Nothing to show: past the last page, nothing matching, or nobody selling; each says what to do instead. */
function MarketEmpty({ merchantId, view, totalPages, onClear }: MarketEmptyProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const frame = useMerchantFrame();
  if (view.page > 1 && totalPages > 0) {
    return (
      <EmptyStateLink
        title={t('market.pastLastPage.title', { page: view.page })}
        body={t('market.pastLastPage.body', { pages: totalPages })}
        link={{ to: `${marketPaths.front(merchantId)}${marketViewSearch({ ...view, page: 1 })}`, label: t('market.pastLastPage.action') }}
      />
    );
  }
  if (isNarrowed(view)) {
    return (
      <EmptyState
        title={t('market.noMatch.title')}
        body={t('market.noMatch.body')}
        action={
          <button type="button" className={buttonStyles.primary} onClick={onClear}>
            {t('market.filters.clear')}
          </button>
        }
      />
    );
  }
  const storeOpen = frame?.merchant.merchantPages.store === true;
  return (
    <EmptyStateLink
      title={t('market.empty.title')}
      body={t(storeOpen ? 'market.empty.bodyStore' : 'market.empty.body', { merchant: frame?.merchant.name ?? merchantId })}
      link={storeOpen ? { to: `/store/${encodeURIComponent(merchantId)}`, label: t('market.empty.action') } : undefined}
    />
  );
}
