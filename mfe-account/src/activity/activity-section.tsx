import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link, useSearchParams } from 'react-router';
import { DEFAULT_MERCHANT_ID, isTransactionPending, type RecordList, type TransactionRecord } from '@marketplace/contracts/wire';
import { transactionsQueries } from '@marketplace/contracts/http';
import { pageCount, pageOf, useLocalizedPath, useMarketplaceApi, useSessionUser, withPage } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, LoadError, Pager } from '@marketplace/contracts/ui';
import { ActivityFilterBar } from './activity-filter-bar';
import { activeFilterCount, type ActivityFilters, filterRequestOf, filtersInSearch, NO_FILTERS, searchWithFilters } from './activity-filters';
import { ActivitySkeleton } from './activity-skeleton';
import { ActivityTable } from './activity-table';
import styles from './activity.module.css';

/** Spec §9: transactions are listed 10 a page (the API's default too). */
export const ACTIVITY_PAGE_SIZE = 10;

/**
 * While a pending transaction is on screen it is read again this often, so it turns complete in front
 * of the person (settlement takes seconds); TanStack pauses it on a hidden tab.
 */
export const PENDING_REFRESH_MS = 4000;

const ACTIVITY_PATH = '/user-portal/activity';
/** Where someone with no activity yet can start some. */
const STORE_PATH = `/store/${DEFAULT_MERCHANT_ID}`;

const hasPending = (page: RecordList<TransactionRecord> | undefined) => page?.records.some(isTransactionPending) ?? false;

/**
 * `/user-portal/activity`: the person's transactions, a page at a time, narrowed by kind, merchant and
 * days (the page and the filters in the address, the filtering done by the API). On page 1 the pending
 * ones come first (spec §4: they are read on page 1 only); `total` counts the completed ones, which are
 * what the pages divide.
 */
export function ActivitySection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const filters = filtersInSearch(search);
  const activity = useQuery({
    ...transactionsQueries.history(api, { page, pageSize: ACTIVITY_PAGE_SIZE, ...filterRequestOf(filters) }),
    enabled: Boolean(user?.id),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => (hasPending(state.data) ? PENDING_REFRESH_MS : false),
  });
  // Each change is an entry of the history: the back button undoes it.
  const applyFilters = (next: ActivityFilters) => setSearch(searchWithFilters(search, next));
  const listAt = (target: number) => localized(withPage(`${ACTIVITY_PATH}?${searchWithFilters(new URLSearchParams(), filters)}`, target));

  return (
    <div className={styles.section}>
      <ActivityFilterBar filters={filters} onChange={applyFilters} />
      {!user?.id || activity.isPending ? (
        <ActivitySkeleton rows={5} />
      ) : activity.isError ? (
        <LoadError message={t('activity.loadError')} onRetry={() => void activity.refetch()} />
      ) : activity.data.records.length === 0 ? (
        <ActivityEmpty page={page} filtered={activeFilterCount(filters) > 0} firstPage={listAt(1)} onClear={() => applyFilters(NO_FILTERS)} />
      ) : (
        <div aria-busy={activity.isPlaceholderData || undefined}>
          <ActivityTable records={activity.data.records} viewerId={user.id} label={t('activity.tableLabel')} />
          <div className={styles.pager}>
            <Pager page={page} totalPages={pageCount(activity.data.total, ACTIVITY_PAGE_SIZE)} hrefFor={listAt} />
          </div>
        </div>
      )}
    </div>
  );
}

interface ActivityEmptyProps {
  page: number;
  filtered: boolean;
  /** The first page of the same list, its filters kept. */
  firstPage: string;
  onClear: () => void;
}

/** Nothing to list: past the last page, the way back to the first; with filters, that none match and the way to clear them; else, where to start. */
function ActivityEmpty({ page, filtered, firstPage, onClear }: ActivityEmptyProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  if (page > 1) {
    return (
      <EmptyState
        title={t('activity.emptyPage.title')}
        body={t('activity.emptyPage.body')}
        action={
          <Link className={buttonStyles.primary} to={firstPage}>
            {t('activity.emptyPage.action')}
          </Link>
        }
      />
    );
  }
  if (filtered) {
    return (
      <EmptyState
        title={t('activity.noMatch.title')}
        body={t('activity.noMatch.body')}
        action={
          <button type="button" className={buttonStyles.primary} onClick={onClear}>
            {t('activity.noMatch.action')}
          </button>
        }
      />
    );
  }
  return (
    <EmptyState
      title={t('activity.empty.title')}
      body={t('activity.empty.body')}
      action={
        <Link className={buttonStyles.primary} to={localized(STORE_PATH)}>
          {t('activity.empty.action')}
        </Link>
      }
    />
  );
}
