import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationFilter, type NotificationRecord } from '@marketplace/contracts/wire';
import { notificationsQueries } from '@marketplace/contracts/http';
import { marketplaceBus, useMarketplaceApi, useReadNotification } from '@marketplace/contracts/browser';
import { LoadError, NotificationEntry } from '@marketplace/contracts/ui';
import { NotificationListSkeleton } from './notification-list-skeleton';
import styles from './notifications.module.css';

export interface NotificationListProps {
  /** Every notification, or the unread ones only. */
  filter: NotificationFilter;
  /** The page, from 1. */
  page?: number;
  /** How many a page: spec §9's 4 unless given (a dashboard card may show fewer or more). */
  limit?: number;
  /** What an empty list shows instead (an `EmptyState` saying what to do). */
  empty: ReactNode;
}

/**
 * A page of the person's notifications, newest first, in their language and locale; opening one marks
 * it read (the header's count follows at once) and leads where it points. Its own skeleton, failure with
 * a retry, and the empty state it is given. Reads the same query as any other list of that page, so a
 * page around it (a pager, a count) shares one read.
 */
export function NotificationList({ filter, page = 1, limit = NOTIFICATIONS_PAGE_SIZE, empty }: NotificationListProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const readOne = useReadNotification();
  const notifications = useQuery(notificationsQueries.page(api, { page, pageSize: limit, filter }));

  if (notifications.isPending) return <NotificationListSkeleton rows={limit} />;
  if (notifications.isError) return <LoadError message={t('notificationCentre.loadError')} onRetry={() => void notifications.refetch()} />;
  const { records } = notifications.data;
  if (records.length === 0) return empty;

  const open = (record: NotificationRecord) => {
    if (record.read) return;
    readOne.mutate(record, { onError: () => marketplaceBus.emit('toast', { tone: 'error', message: t('notificationCentre.readFailed') }) });
  };
  return (
    <div className={styles.frame}>
      <ul className={styles.list} aria-label={t('notificationCentre.listLabel')}>
        {records.map((record) => (
          <li key={record.id}>
            <NotificationEntry record={record} onOpen={open} />
          </li>
        ))}
      </ul>
    </div>
  );
}
