import { useTranslation } from 'react-i18next';
import { formatGem } from '@marketplace/contracts/wire';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './send.module.css';

/**
 * What a send costs, before it is confirmed: the recipient's amount, the network fee and the total.
 * Amounts are written like everywhere on the site; `exact` adds the figure to the wei where rounding hides it.
 */
export function SendSummary({ amount, fee, total, exact = false }: { amount: string | null; fee: string; total: string | null; exact?: boolean }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const shown = (value: string | null) => (value === null ? '—' : formatGem(value));
  const exactNote = (value: string | null) =>
    exact && value !== null && /\.\d{3,}$/.test(value) ? <span className={styles.exact}>{t('walletMoves.send.exactly', { amount: value })}</span> : null;
  return (
    <dl className={styles.summary} data-testid="send-summary">
      <div>
        <dt>{t('walletMoves.send.recipientGets')}</dt>
        <dd>
          {shown(amount)}
          {exactNote(amount)}
        </dd>
      </div>
      <div>
        <dt>{t('walletMoves.send.fee')}</dt>
        <dd>{shown(fee)}</dd>
      </div>
      <div className={styles.total}>
        <dt>{t('walletMoves.send.total')}</dt>
        <dd>
          {shown(total)}
          {exactNote(total)}
        </dd>
      </div>
    </dl>
  );
}
