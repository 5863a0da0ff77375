import { Icon } from '@iconify/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { convertToUsd, formatGem, type UserState } from '@marketplace/contracts/wire';
import { showBalanceMutation } from '@marketplace/contracts/http';
import { sessionUserAccess, useLocalizedPath, useRate } from '@marketplace/contracts/browser';
import { buttonStyles, VisuallyHidden } from '@marketplace/contracts/ui';
import { configureIcons } from '../icons/configure-icons';
import { useRefreshCountdown } from '../polling/use-refresh-countdown';
import { useShellServices } from '../services/shell-services-context';
import { showToast } from '../toasts/show-toast';
import styles from './account-area.module.css';
import { AccountMenu } from './account-menu';
import { NotificationBell } from './notification-bell';

/** The balance leads to the wallet page, where GEM is added and sent. */
function Balance({ user }: { user: UserState }) {
  const { t } = useTranslation();
  const rate = useRate();
  const secondsLeft = useRefreshCountdown();
  const localized = useLocalizedPath();
  return (
    <Link className={styles.balance} to={localized('/user-portal/wallet')} title={t('header.openWallet')} data-testid="header-balance">
      <VisuallyHidden>{t('header.balance')}</VisuallyHidden>
      <span className={styles.gem}>{formatGem(user.balance)}</span>
      <span className={styles.usd}>≈ {convertToUsd(String(user.balance), rate.price)}</span>
      <span className={styles.countdown} data-testid="refresh-countdown">
        {t('header.refreshIn', { seconds: secondsLeft })}
      </span>
    </Link>
  );
}

/** Spec §4 show-balance: an eye that shows or hides the balance, kept on the account (optimistic, reverted on failure). */
function ShowBalanceToggle({ shown }: { shown: boolean }) {
  const { t } = useTranslation();
  const { api } = useShellServices();
  const change = useMutation(showBalanceMutation(api, sessionUserAccess, () => showToast('error', t('header.showBalanceFailed'))));
  const toggle = () => change.mutate({ showBalance: !shown });
  const label = t(shown ? 'header.hideBalance' : 'header.showBalance');
  return (
    <button type="button" className={`${buttonStyles.icon} ${styles.eye}`} aria-pressed={shown} onClick={toggle} title={label}>
      <Icon icon={shown ? 'lucide:eye-off' : 'lucide:eye'} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
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
  const { config } = useShellServices();
  if (!iconsConfigured) {
    configureIcons(config.api.main);
    iconsConfigured = true;
  }

  return (
    <div className={styles.area}>
      <div className={styles.wallet}>
        {user.showBalance ? (
          <Balance user={user} />
        ) : (
          <span className={styles.hiddenBalance} data-testid="header-balance-hidden">
            <span aria-hidden="true">••••</span>
            <VisuallyHidden>{t('header.balanceHidden')}</VisuallyHidden>
          </span>
        )}
        <ShowBalanceToggle shown={user.showBalance} />
      </div>
      <NotificationBell notifications={user.notifications} />
      <AccountMenu user={user} />
    </div>
  );
}
