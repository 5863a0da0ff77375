import { Trans } from 'react-i18next';
import { formatGem } from '@marketplace/contracts/wire';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import styles from './balance-line.module.css';

/**
 * The signed-in buyer's GEM balance, next to anything they may pay for (the buy panel, an offer): one
 * sentence per locale, so the label and the amount sit as that language writes them (no space after
 * a full-width colon), and one look wherever it appears.
 */
export function BalanceLine({ balance }: { balance: number | string }) {
  return (
    <p className={styles.balance}>
      <Trans
        ns={MERCHANT_NAMESPACE}
        i18nKey="buy.balance"
        values={{ balance: formatGem(balance) }}
        components={{ amount: <strong className={styles.amount} /> }}
      />
    </p>
  );
}
