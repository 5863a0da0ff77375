import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { DEFAULT_MERCHANT_ID, isTransactionPending, type RecordList, type TransactionRecord } from '@marketplace/contracts/wire';
import { transactionsQueries } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, LoadError, Pager } from '@marketplace/contracts/ui';
import { pageCount, usePageInUrl, withPage } from '../portal-kit/page-in-url';
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
 * `/user-portal/activity`: the person's transactions, a page at a time (the page in the address). On
 * page 1 the pending ones come first (spec §4: they are read on page 1 only); `total` counts the
 * completed ones, which are what the pages divide.
 */
export function ActivitySection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  const page = usePageInUrl();
  const activity = useQuery({
    ...transactionsQueries.history(api, { page, pageSize: ACTIVITY_PAGE_SIZE }),
    enabled: Boolean(user?.id),
    refetchInterval: ({ state }) => (hasPending(state.data) ? PENDING_REFRESH_MS : false),
  });

  if (!user?.id || activity.isPending) return <ActivitySkeleton rows={5} />;
  if (activity.isError) return <LoadError message={t('activity.loadError')} onRetry={() => void activity.refetch()} />;
  const { records, total } = activity.data;
  if (records.length === 0) {
    return (
      <EmptyState
        title={t(page > 1 ? 'activity.emptyPage.title' : 'activity.empty.title')}
        body={t(page > 1 ? 'activity.emptyPage.body' : 'activity.empty.body')}
        action={
          <Link className={buttonStyles.primary} to={localized(page > 1 ? ACTIVITY_PATH : STORE_PATH)}>
            {t(page > 1 ? 'activity.emptyPage.action' : 'activity.empty.action')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ActivityTable records={records} viewerId={user.id} label={t('activity.tableLabel')} />
      <div className={styles.pager}>
        <Pager page={page} totalPages={pageCount(total, ACTIVITY_PAGE_SIZE)} hrefFor={(n) => localized(withPage(ACTIVITY_PATH, n))} />
      </div>
    </>
  );
}
