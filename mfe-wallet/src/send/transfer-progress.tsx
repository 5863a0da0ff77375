import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { walletMovesQueries } from '@marketplace/contracts/http';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { formatGem, type TransferRecord } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './send.module.css';

/** While a send is pending the page asks again this often, so its completion shows within a second. */
const PENDING_POLL_MS = 1000;

/** A send made: pending until the network confirms it, then complete; the way on from there. */
export function TransferProgress({ sent, onAnother }: { sent: TransferRecord; onAnother: () => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const api = useMarketplaceApi();
  const localized = useLocalizedPath();
  const current = useQuery({
    ...walletMovesQueries.transfer(api, sent.id),
    initialData: sent,
    refetchInterval: (query) => (query.state.data?.status === 'PENDING' ? PENDING_POLL_MS : false),
  });
  const transfer = current.data ?? sent;
  const complete = transfer.status === 'COMPLETE';
  const words = { amount: formatGem(transfer.amount), address: transfer.to };
  const state = useRef<HTMLParagraphElement>(null);

  // The confirmation (and its focused button) is gone once the send is made: the state line takes the focus.
  useEffect(() => {
    state.current?.focus();
  }, []);

  return (
    <div className={styles.progress} data-testid="transfer-progress" data-status={transfer.status}>
      <p ref={state} tabIndex={-1} className={styles.progressState} role="status">
        <span className={styles.badge} data-status={transfer.status}>
          {t(complete ? 'walletMoves.status.complete' : 'walletMoves.status.pending')}
        </span>
        <span>{t(complete ? 'walletMoves.send.completeBody' : 'walletMoves.send.pendingBody', words)}</span>
      </p>
      <p className={formFieldStyles.hint}>{t('walletMoves.send.paid', { total: formatGem(transfer.total), fee: formatGem(transfer.fee) })}</p>
      <div className={styles.links}>
        <button type="button" className={buttonStyles.secondary} onClick={onAnother}>
          {t('walletMoves.send.another')}
        </button>
        <Link className={buttonStyles.secondary} to={localized('/user-portal/activity')}>
          {t('walletMoves.send.activity')}
        </Link>
        <Link className={buttonStyles.primary} to={localized('/user-portal/wallet')}>
          {t('walletMoves.send.toWallet')}
        </Link>
      </div>
    </div>
  );
}
