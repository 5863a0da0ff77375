import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { collectiblesQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi, useMerchants } from '@marketplace/contracts/browser';
import { CATALOGUE_PAGE_SIZE } from '@marketplace/contracts/wire';
import { ItemGrid, ItemGridSkeleton, LoadError, Pager } from '@marketplace/contracts/ui';
import { CollectionEmpty } from './collection-empty';
import { CollectionFilters, CollectionFiltersSkeleton } from './collection-filters';
import { collectiblesRequestOf, collectionViewSearch } from './collection-view';
import { CollectionCard } from './collection-card';
import { filterablePropertyTypes } from './filter-property-types';
import { GameSwitch } from './game-switch';
import { useCollectionView } from './use-collection-view';
import styles from './collection.module.css';

/** The first cards are above the fold on every screen: their images load at once. */
const EAGER_CARDS = 4;
/** How many of the collection's newest collectibles its filterable property types are learnt from. */
const TYPE_SAMPLE_SIZE = 100;

export interface CollectionGridProps {
  /** Whose collection (a user id); collections are public. */
  userId: string;
  /** The game the page's own address names (`/collection/{merchant}`); null offers a switch between every game. */
  merchantId: string | null;
  /** The viewer owns these collectibles: each card offers selling and its offers. */
  owned: boolean;
  /** The page's locale-free path; the view (game, filters, page) is its query. */
  basePath: string;
  /** The owner's name, for the list's label and an empty collection; null for the signed-in user's own. */
  ownerName: string | null;
}

/**
 * One person's collectibles, newest received first, 10 to a page (spec §7, §9): art, name and rarity,
 * filtered by rarity and by the property values the collection holds, all of it in the address.
 */
export function CollectionGrid({ userId, merchantId, owned, basePath, ownerName }: CollectionGridProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  const api = useMarketplaceApi();
  const { merchants } = useMerchants();
  const { view, show } = useCollectionView();
  const resultsTop = useRef<HTMLDivElement>(null);
  const game = merchantId ?? view.game;
  const gameRequest = game ? { merchantId: game } : {};

  const sample = useQuery(collectiblesQueries.ofUser(api, userId, { ...gameRequest, pageSize: TYPE_SAMPLE_SIZE }));
  const propertyTypes = sample.data ? filterablePropertyTypes(sample.data.records) : [];
  const filters = useQuery({
    ...collectiblesQueries.filters(api, userId, { ...gameRequest, propertyTypes }),
    enabled: sample.isSuccess,
    placeholderData: keepPreviousData,
  });
  const collectibles = useQuery({
    // The loud read: a failure is an error with a retry, never "this person owns nothing".
    ...collectiblesQueries.page(api, userId, collectiblesRequestOf(view, merchantId)),
    // A new page or filter keeps the cards before it on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

  // Another page starts at the top of the grid, not wherever the pager was.
  const shownPage = collectibles.data?.page;
  useEffect(() => {
    const top = resultsTop.current;
    if (shownPage && top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  }, [shownPage]);

  const gameName = (id: string) => merchants.find((merchant) => merchant.id === id)?.name ?? id;
  const total = collectibles.data?.total;

  return (
    <div className={styles.collection} ref={resultsTop}>
      {merchantId === null && <GameSwitch view={view} onChange={show} />}
      {filters.data ? <CollectionFilters view={view} filters={filters.data} onChange={show} /> : filters.isPending && <CollectionFiltersSkeleton />}
      <p className={styles.count} aria-live="polite">
        {total === undefined ? '' : t('collection.count', { count: total })}
      </p>
      {collectibles.isPending ? (
        // An owned card has a "Manage" footer: the skeleton keeps its place, so nothing moves when the cards arrive.
        <ItemGridSkeleton count={CATALOGUE_PAGE_SIZE} withFooter={owned} />
      ) : collectibles.isError ? (
        <LoadError message={t('collection.loadError')} onRetry={() => void collectibles.refetch()} />
      ) : collectibles.data.records.length === 0 ? (
        <CollectionEmpty view={view} game={game} basePath={basePath} totalPages={collectibles.data.totalPages} ownerName={ownerName} onChange={show} />
      ) : (
        <div className={styles.page} aria-busy={collectibles.isPlaceholderData || undefined}>
          <ItemGrid label={ownerName ? t('collection.gridLabelOf', { name: ownerName }) : t('collection.gridLabel')}>
            {collectibles.data.records.map((collectible, index) => (
              <CollectionCard
                key={collectible.id}
                collectible={collectible}
                gameName={game ? null : gameName(collectible.merchantId)}
                owned={owned}
                eager={index < EAGER_CARDS}
              />
            ))}
          </ItemGrid>
          <Pager
            page={view.page}
            totalPages={collectibles.data.totalPages}
            hrefFor={(page) => localized(`${basePath}${collectionViewSearch({ ...view, page })}`)}
          />
        </div>
      )}
    </div>
  );
}

/**
 * The collection while whose it is still loads (a profile, another user's collection): the game switch,
 * the filters' place, the count's line and the grid, where the real ones will be, so nothing moves.
 */
export function CollectionGridSkeleton({ withGames }: { withGames: boolean }) {
  const { view, show } = useCollectionView();
  return (
    <div className={styles.collection}>
      {withGames && <GameSwitch view={view} onChange={show} />}
      <CollectionFiltersSkeleton />
      <p className={styles.count} />
      <ItemGridSkeleton count={CATALOGUE_PAGE_SIZE} />
    </div>
  );
}
