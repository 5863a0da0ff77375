import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { DEFAULT_MERCHANT_ID, gemDecimalOf, type UserState } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { GemPrice } from '@marketplace/contracts/ui';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';

/**
 * Where a person goes from their balance: what moved it, and where to spend it (new items in the store,
 * other players' items on the market). There is no page to add GEM: it arrives from the games and sales.
 */
const BALANCE_LINKS = [
  { to: '/user-portal/activity', label: 'dashboard.balance.links.activity' },
  { to: `/store/${DEFAULT_MERCHANT_ID}`, label: 'dashboard.balance.links.store' },
  { to: `/market/${DEFAULT_MERCHANT_ID}`, label: 'dashboard.balance.links.market' },
] as const;

/**
 * The person's GEM balance with its USD value; hidden as •••• when they chose to hide it (spec §4
 * show-balance, the same choice the header's eye makes), so a shared screen shows nothing.
 */
export function BalanceCard({ user }: { user: Pick<UserState, 'balance' | 'showBalance'> }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const localized = useLocalizedPath();
  return (
    <DashboardCard title={t('dashboard.balance.title')} testId="dashboard-balance">
      {user.showBalance ? (
        <div className={styles.balance}>
          <GemPrice amount={gemDecimalOf(user.balance)} size="lg" />
        </div>
      ) : (
        <p className={styles.hiddenBalance}>
          <span aria-hidden="true">••••</span>
          <span className={skeleton.visuallyHidden}>{t('dashboard.balance.hidden')}</span>
        </p>
      )}
      <p className={styles.muted}>{t(user.showBalance ? 'dashboard.balance.hint' : 'dashboard.balance.hiddenHint')}</p>
      <nav aria-label={t('dashboard.balance.links.label')}>
        <ul className={styles.shortcuts}>
          {BALANCE_LINKS.map(({ to, label }) => (
            <li key={to}>
              <Link className={styles.shortcut} to={localized(to)}>
                {t(label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </DashboardCard>
  );
}
