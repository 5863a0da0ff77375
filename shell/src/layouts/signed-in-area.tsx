import { Icon } from '@iconify/react';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { convertToUsd, formatGem, type UserState } from '@marketplace/contracts/wire';
import { sessionStore, useRate, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { configureIcons } from '../icons/configure-icons';
import { useRefreshCountdown } from '../polling/use-refresh-countdown';
import { showBalanceMutation } from '../session/show-balance';
import { useSignOut } from '../session-ui/use-sign-out';
import { useShellServices } from '../services/shell-services-context';
import { showToast } from '../toasts/show-toast';
import styles from './account-area.module.css';

const MENU_LINKS = [
  { to: '/user-portal/dashboard', label: 'header.dashboard' },
  { to: '/user-portal/collection', label: 'header.collection' },
  { to: '/user-portal/offers', label: 'header.offers' },
  { to: '/user-portal/activity', label: 'header.activity' },
  { to: '/user-portal/account', label: 'header.settings' },
] as const;

function Balance({ user }: { user: UserState }) {
  const { t } = useTranslation();
  const rate = useRate();
  const secondsLeft = useRefreshCountdown();
  return (
    <div className={styles.balance} data-testid="header-balance">
      <span className={styles.visuallyHidden}>{t('header.balance')}</span>
      <span className={styles.gem}>{formatGem(user.balance)}</span>
      <span className={styles.usd}>≈ {convertToUsd(String(user.balance), rate.price)}</span>
      <span className={styles.countdown} data-testid="refresh-countdown">
        {t('header.refreshIn', { seconds: secondsLeft })}
      </span>
    </div>
  );
}

function AccountMenu({ user }: { user: UserState }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  return (
    <div
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span className={styles.avatar} aria-hidden="true">
          {(user.displayName ?? user.email ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.visuallyHidden}>{t('header.accountMenu')}: </span>
        <span className={styles.name}>{user.displayName ?? user.email}</span>
      </button>
      <ul id={menuId} className={styles.menuList} hidden={!open}>
        {MENU_LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link className={styles.menuItem} to={localized(to)}>
              {t(label)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuItem} onClick={signOut}>
            {t('session.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Spec §4 show-balance: an eye that shows or hides the balance, kept on the account (optimistic, reverted on failure). */
function ShowBalanceToggle({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const change = useMutation(showBalanceMutation(api, sessionStore, () => showToast('error', t('header.showBalanceFailed'))));
  const toggle = () => change.mutate({ showBalance: !shown });
  const label = t(shown ? 'header.hideBalance' : 'header.showBalance');
  return (
    <button type="button" className={`${buttonStyles.icon} ${styles.eye}`} aria-pressed={shown} onClick={toggle} title={label}>
      <Icon icon={shown ? 'lucide:eye-off' : 'lucide:eye'} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </button>
  );
}

let iconsConfigured = false;

/**
 * The header's right side for a signed-in user: balance, unread notifications and the account menu.
 * In a chunk of its own with the icon library, which a visitor's page never needs; the icon service
 * is set up as the first icon of the page is about to ask for its data.
 */
export function SignedInArea({ user }: { user: UserState }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const { config } = useShellServices();
  if (!iconsConfigured) {
    configureIcons(config.api.main);
    iconsConfigured = true;
  }

  const { unread } = user.notifications;
  return (
    <div className={styles.area}>
      <div className={styles.wallet}>
        {user.showBalance ? (
          <Balance user={user} />
        ) : (
          <span className={styles.hiddenBalance} data-testid="header-balance-hidden">
            <span aria-hidden="true">••••</span>
            <span className={styles.visuallyHidden}>{t('header.balanceHidden')}</span>
          </span>
        )}
        <ShowBalanceToggle shown={user.showBalance} />
      </div>
      <Link
        className={styles.notifications}
        to={localized('/user-portal/dashboard')}
        aria-label={`${t('header.notifications')}. ${t('header.unread', { count: unread })}`}
      >
        <Icon icon="lucide:bell" className={styles.bell} aria-hidden="true" />
        {unread > 0 && (
          <span className={styles.badge} data-testid="unread-count">
            {unread}
          </span>
        )}
      </Link>
      <AccountMenu user={user} />
    </div>
  );
}
