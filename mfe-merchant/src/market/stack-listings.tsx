import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { MarketListing, PagedAnswer } from '@marketplace/contracts/wire';
import { CATALOGUE_PAGE_SIZE } from '@marketplace/contracts/wire';
import { useLocalizedPath, withPage } from '@marketplace/contracts/browser';
import { EmptyState, LoadError, Pager } from '@marketplace/contracts/ui';
import { marketPaths } from './market-paths';
import { StackListingRows, StackListingRowsSkeleton } from './stack-listing-rows';
import pageStyles from './listings-page.module.css';
import styles from './market-stack.module.css';

interface StackListingsProps {
  merchantId: string;
  setId: string;
  name: string;
  page: number;
  listings: UseQueryResult<PagedAnswer<MarketListing>>;
}

/** The set's copies others have on sale, cheapest first, as compact rows, paged in the address. */
export function StackListings({ merchantId, setId, name, page, listings }: StackListingsProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const headingId = useId();
  const localized = useLocalizedPath();
  const stackPath = marketPaths.stack(merchantId, setId);
  return (
    <section className={styles.listings} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('market.stack.listingsHeading')}
      </h2>
      {listings.isPending ? (
        <StackListingRowsSkeleton count={CATALOGUE_PAGE_SIZE} />
      ) : listings.isError ? (
        <LoadError message={t('market.loadError.listings')} onRetry={() => void listings.refetch()} />
      ) : listings.data.records.length === 0 ? (
        <EmptyState title={t('market.stack.noListings.title')} body={t('market.stack.noListings.body', { name })} />
      ) : (
        <div className={pageStyles.page} aria-busy={listings.isPlaceholderData || undefined}>
          <StackListingRows label={t('market.stack.listingsLabel', { name })} listings={listings.data.records} />
          <Pager page={page} totalPages={listings.data.totalPages} hrefFor={(target) => localized(withPage(stackPath, target))} />
        </div>
      )}
    </section>
  );
}
