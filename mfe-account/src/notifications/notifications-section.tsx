import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link, useSearchParams } from 'react-router';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationFilter } from '@marketplace/contracts/wire';
import { notificationsQueries } from '@marketplace/contracts/http';
import {
  marketplaceBus,
  pageCount,
  pageOf,
  useLocalizedPath,
  useMarketplaceApi,
  useReadAllNotifications,
  useSessionUser,
  withPage,
} from '@marketplace/contracts/browser';
import { buttonStyles, EmptyState, Pager } from '@marketplace/contracts/ui';
import { NotificationList } from './notification-list';
import styles from './notifications.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';

const NOTIFICATIONS_PATH = '/user-portal/notifications';
const FILTERS: readonly NotificationFilter[] = ['all', 'unread'];

const filterOf = (search: URLSearchParams): NotificationFilter => (search.get('filter') === 'unread' ? 'unread' : 'all');

/** The list's address for a filter and page: `?filter=unread` only when unread, `?page=` only past 1. */
export function notificationsAddress(filter: NotificationFilter, page: number): string {
  return withPage(filter === 'unread' ? `${NOTIFICATIONS_PATH}?filter=unread` : NOTIFICATIONS_PATH, page);
}

/**
 * `/user-portal/notifications`: every notification (or the unread ones), 4 a page (spec §9), the filter
 * and page in the address; the unread count and "Mark all read" above (spec §4: unread 0, every record read).
 */
export function NotificationsSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  const [search, setSearch] = useSearchParams();
  const filter = filterOf(search);
  const page = pageOf(search);
  const readAll = useReadAllNotifications();
  // The same read as the list's: its total makes the pages.
  const listed = useQuery(notificationsQueries.page(api, { page, pageSize: NOTIFICATIONS_PAGE_SIZE, filter }));
  const unread = user?.notifications.unread ?? 0;

  const show = (next: NotificationFilter) => {
    const query = new URLSearchParams(notificationsAddress(next, 1).split('?')[1] ?? '');
    setSearch(query, { preventScrollReset: true });
  };
  const markAllRead = () =>
    readAll.mutate(undefined, {
      onSuccess: () => marketplaceBus.emit('toast', { tone: 'success', message: t('notificationCentre.allRead') }),
      onError: () => marketplaceBus.emit('toast', { tone: 'error', message: t('notificationCentre.readFailed') }),
    });

  const empty =
    filter === 'unread' ? (
      <EmptyState
        title={t('notificationCentre.emptyUnreadTitle')}
        body={t('notificationCentre.emptyUnreadBody')}
        action={
          <button type="button" className={buttonStyles.secondary} onClick={() => show('all')}>
            {t('notificationCentre.showAll')}
          </button>
        }
      />
    ) : (
      <EmptyState
        title={t('notificationCentre.emptyTitle')}
        body={t('notificationCentre.emptyBody')}
        action={
          <Link className={buttonStyles.primary} to={localized('/')}>
            {t('notificationCentre.emptyAction')}
          </Link>
        }
      />
    );

  return (
    <>
      <div className={styles.toolbar}>
        <fieldset className={styles.filters}>
          <legend className={skeleton.visuallyHidden}>{t('notificationCentre.filterLabel')}</legend>
          {FILTERS.map((option) => (
            <button key={option} type="button" className={styles.filter} aria-pressed={filter === option} onClick={() => show(option)}>
              {t(option === 'unread' ? 'notificationCentre.filterUnread' : 'notificationCentre.filterAll')}
            </button>
          ))}
        </fieldset>
        <div className={styles.summary}>
          <span className={styles.count} data-testid="notifications-unread">
            {t('notificationCentre.unreadSummary', { count: unread })}
          </span>
          <button type="button" className={buttonStyles.secondary} disabled={unread === 0 || readAll.isPending} onClick={markAllRead}>
            {t('notificationCentre.markAllRead')}
          </button>
        </div>
      </div>
      <NotificationList filter={filter} page={page} empty={empty} />
      {listed.data && (
        <div className={styles.pager}>
          <Pager page={page} totalPages={pageCount(listed.data.total, NOTIFICATIONS_PAGE_SIZE)} hrefFor={(n) => localized(notificationsAddress(filter, n))} />
        </div>
      )}
    </>
  );
}
