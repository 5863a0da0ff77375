import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isMerchantActive, type Merchant, SHOWCASE_SHELF_SIZE } from '@marketplace/contracts/wire';
import { showcaseQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { EmptyState, ItemGridSkeleton, LoadError } from '@marketplace/contracts/ui';
import { ShowcaseShelf } from './showcase-shelf';

/**
 * The first featured card's art loads at once, with priority (React preloads it from the prerendered page's
 * head): on a phone it is the page's largest paint. With the whole first row of a wide screen (4) eager, four
 * pictures shared a phone's bandwidth with priority and the largest paint took 1.69 s on Lighthouse's
 * emulated phone; with one, 1.09 s. The other cards of a wide screen's first row load as soon as layout
 * finds them in view.
 */
const EAGER_FEATURED = 1;

export interface ShowcaseShelvesProps {
  /** The games by id, for each card's game name and luxury styling. */
  merchants: ReadonlyMap<string, Merchant>;
}

/**
 * Where a shelf's "See all" leads: the area (store or market) of the first open game that opens it,
 * in the games' order; none when no game does.
 */
function seeAllPathOf(merchants: ReadonlyMap<string, Merchant>, area: 'store' | 'market'): string | undefined {
  const merchant = [...merchants.values()].find((candidate) => isMerchantActive(candidate) && candidate.merchantPages[area] !== false);
  return merchant && `/${area}/${encodeURIComponent(merchant.id)}`;
}

/** Both shelves read the one showcase query of the page (`GET /api/showcase`, asked once). */
function useShowcase() {
  return useQuery(showcaseQueries.home(useMarketplaceApi()));
}

/** The rarest items on sale; while they load their skeleton, and in their place what failed or that nothing is on sale. */
export function FeaturedShelf({ merchants }: ShowcaseShelvesProps) {
  const { t } = useTranslation();
  const { data, isError, refetch } = useShowcase();
  const standIn = data ? (
    <EmptyState title={t('home.showcaseEmptyTitle')} body={t('home.showcaseEmptyBody')} />
  ) : isError ? (
    <LoadError message={t('home.showcaseError')} onRetry={() => void refetch()} />
  ) : (
    <ItemGridSkeleton count={SHOWCASE_SHELF_SIZE} />
  );
  return (
    <ShowcaseShelf
      id="featured"
      heading={t('home.featuredHeading')}
      intro={t('home.featuredIntro')}
      items={data && data.featured.length > 0 ? data.featured : null}
      standIn={standIn}
      merchants={merchants}
      seeAllPath={seeAllPathOf(merchants, 'store')}
      eagerCount={EAGER_FEATURED}
    />
  );
}

/** What was listed last; shown only with something on it (the featured shelf says when nothing is on sale or the read failed). */
export function NewestShelf({ merchants }: ShowcaseShelvesProps) {
  const { t } = useTranslation();
  const { data, isError } = useShowcase();
  if (data ? data.newest.length === 0 : isError) return null;
  return (
    <ShowcaseShelf
      id="newest"
      heading={t('home.newestHeading')}
      intro={t('home.newestIntro')}
      items={data ? data.newest : null}
      standIn={<ItemGridSkeleton count={SHOWCASE_SHELF_SIZE} />}
      merchants={merchants}
      seeAllPath={seeAllPathOf(merchants, 'market')}
      eagerCount={0}
    />
  );
}
