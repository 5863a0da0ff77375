import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { transactionsQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { LoadError } from '@marketplace/contracts/ui';
import { ActivitySkeleton } from '../activity/activity-skeleton';
import { ActivityTable } from '../activity/activity-table';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

/** How many of the latest transactions the dashboard shows (pending ones first, as on the activity page). */
export const RECENT_ACTIVITY_ROWS = 5;

/** The latest few transactions, in the activity page's own table, with the way to all of them. */
export function RecentActivityCard({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  // The loud read: a failure shows what failed with a retry, never a false "No transactions yet".
  const activity = useQuery(transactionsQueries.history(api, { page: 1, pageSize: RECENT_ACTIVITY_ROWS }));
  const records = activity.data?.records.slice(0, RECENT_ACTIVITY_ROWS) ?? [];
  return (
    <DashboardCard
      title={t('dashboard.activity.title')}
      more={{ to: '/user-portal/activity', label: t('dashboard.activity.all') }}
      wide
      testId="dashboard-activity"
    >
      {activity.isPending && <ActivitySkeleton rows={3} />}
      {activity.isError && <LoadError message={t('dashboard.activity.loadError')} onRetry={() => void activity.refetch()} />}
      {activity.isSuccess && records.length === 0 && <p className={styles.muted}>{t('dashboard.activity.none')}</p>}
      {records.length > 0 && <ActivityTable records={records} viewerId={viewerId} label={t('dashboard.activity.title')} inCard />}
    </DashboardCard>
  );
}
