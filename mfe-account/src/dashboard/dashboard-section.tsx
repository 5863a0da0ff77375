import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { useSessionUser } from '@marketplace/contracts/browser';
import { BalanceCard } from './balance-card';
import { CardSkeleton, DashboardCard } from './dashboard-card';
import { CollectionsCard } from './collections-card';
import { ListingsCard } from './listings-card';
import { NotificationsCard } from './notifications-card';
import { OffersCard } from './offers-card';
import { RecentActivityCard } from './recent-activity-card';
import styles from './dashboard.module.css';

/**
 * `/user-portal/dashboard`: the person's account at a glance, a grid of cards each loading on its own:
 * balance, unread notifications, offers waiting, items listed for sale, recent activity and a shortcut to
 * each game's collection.
 */
export function DashboardSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const user = useSessionUser();
  if (!user?.id) {
    return (
      <div className={styles.grid}>
        <DashboardCard title={t('dashboard.balance.title')}>
          <CardSkeleton lines={2} label={t('dashboard.loading')} />
        </DashboardCard>
      </div>
    );
  }
  return (
    <div className={styles.grid}>
      <BalanceCard user={user} />
      <NotificationsCard />
      <OffersCard />
      <ListingsCard />
      <RecentActivityCard viewerId={user.id} />
      <CollectionsCard userId={user.id} />
    </div>
  );
}
