import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { type RemoteComponent, useLocalizedPath, useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { walletMovesQueries } from '@marketplace/contracts/http';
import { buttonStyles, LoadError, PageFrame } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { NoWalletYet } from '../moves/no-wallet-yet';
import { AddGemSteps } from '../receive/add-gem-steps';
import { DepositStandIn } from '../receive/deposit-stand-in';
import { ReceiveAddress } from '../receive/receive-address';
import { ReceiveSkeleton } from '../receive/receive-skeleton';
import { returnTargetOf } from '../receive/return-target';
import { ReturnLink } from '../receive/return-link';
import { ReturnNotice } from '../receive/return-notice';
import { useDepositArrivals } from '../receive/use-deposit-arrivals';
import styles from '../receive/receive.module.css';

/** While a deposit is pending the page asks again this often, so its confirmation shows within a second. */
const PENDING_POLL_MS = 1000;

/**
 * `/user-portal/wallet`: where GEM comes in. The address (copy, QR code, network and token), how to add
 * GEM in plain words and, where the API runs its development switch, the deposit stand-in. `?return=`
 * (a path of this site) names the page that sent the person here; once GEM arrives, it leads back.
 */
const ReceivePage: RemoteComponent<'wallet', 'ReceivePage'> = () => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const user = useSessionUser();
  const [search] = useSearchParams();
  const target = returnTargetOf(search.get('return'));
  const address = user?.walletAddress ?? null;
  const deposits = useQuery({
    ...walletMovesQueries.deposits(api),
    enabled: address !== null,
    refetchInterval: (query) => (query.state.data?.records.some((record) => record.status === 'PENDING') ? PENDING_POLL_MS : false),
  });
  const { arrived, lastAmount } = useDepositArrivals(deposits.data?.records, user?.balance);

  return (
    <PageFrame owner="wallet" heading={t('routes.walletReceive.heading')}>
      {address === null ? (
        <NoWalletYet />
      ) : (
        <div className={styles.page}>
          {arrived && <ReturnNotice amount={lastAmount} target={target} />}
          <div className={styles.columns}>
            <ReceiveAddress address={address} />
            {deposits.isPending ? (
              <ReceiveSkeleton />
            ) : deposits.isError ? (
              <LoadError message={t('walletMoves.standIn.loadError')} onRetry={() => void deposits.refetch()} />
            ) : deposits.data.standIn && deposits.data.dailyCap !== null && deposits.data.remainingToday !== null ? (
              <DepositStandIn summary={{ ...deposits.data, standIn: true, dailyCap: deposits.data.dailyCap, remainingToday: deposits.data.remainingToday }} />
            ) : (
              <AddGemSteps />
            )}
          </div>
          {deposits.data?.standIn && <AddGemSteps />}
          <nav className={styles.links} aria-label={t('walletMoves.receive.moreLabel')}>
            {/* Someone who followed Add GEM and changes their mind is not stuck here: the way back is offered
                from the start, and once GEM has arrived it moves up into the notice as the page's main action. */}
            {target && !arrived && <ReturnLink target={target} className={buttonStyles.secondary} />}
            <Link className={buttonStyles.secondary} to={localized('/user-portal/wallet/send')}>
              {t('walletMoves.receive.sendLink')}
            </Link>
            <Link className={buttonStyles.secondary} to={localized('/user-portal/activity')}>
              {t('walletMoves.receive.activityLink')}
            </Link>
          </nav>
        </div>
      )}
    </PageFrame>
  );
};

export default ReceivePage;
