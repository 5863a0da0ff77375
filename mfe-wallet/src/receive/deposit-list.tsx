import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type DepositRecord, formatGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './receive.module.css';

/** The latest deposits, each pending or confirmed: the person watches theirs arrive. */
export function DepositList({ records }: { records: DepositRecord[] }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const headingId = useId();
  if (records.length === 0) return null;
  return (
    <div>
      <h3 id={headingId} className={styles.listHeading}>
        {t('walletMoves.standIn.recentHeading')}
      </h3>
      <ul className={styles.deposits} aria-labelledby={headingId} aria-live="polite">
        {records.map((record) => (
          <li key={record.id} className={styles.deposit} data-testid="deposit-row" data-status={record.status}>
            <span className={styles.depositAmount}>{formatGem(record.amount)}</span>
            <span className={styles.badge} data-status={record.status}>
              {t(record.status === 'PENDING' ? 'walletMoves.status.pending' : 'walletMoves.status.confirmed')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
