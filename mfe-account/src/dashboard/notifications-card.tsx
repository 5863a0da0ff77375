import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useSessionUser } from '@marketplace/contracts/browser';
import { NotificationList } from '../notifications/notification-list';
import { DashboardCard } from './dashboard-card';
import { DashboardFigure } from './dashboard-figure';
import styles from './dashboard.module.css';

/** How many of the unread notifications the card lists; the rest are a click away. */
export const DASHBOARD_NOTIFICATIONS = 3;

/**
 * The unread notifications: their count (the shell's user state, which the header's bell shows too and
 * every read updates at once) and the latest few, opened and marked read in place, with the way to all.
 */
export function NotificationsCard() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const unread = useSessionUser()?.notifications.unread ?? 0;
  return (
    <DashboardCard
      title={t('dashboard.notifications.title')}
      more={{ to: '/user-portal/notifications', label: t('dashboard.notifications.all') }}
      testId="dashboard-notifications"
    >
      <DashboardFigure value={unread} label={t('dashboard.notifications.unread', { count: unread })} testId="dashboard-unread" />
      <NotificationList filter="unread" limit={DASHBOARD_NOTIFICATIONS} empty={<p className={styles.muted}>{t('dashboard.notifications.none')}</p>} />
    </DashboardCard>
  );
}
