import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { convertToUsd, formatGem, type MintRecord } from '@marketplace/contracts/wire';
import { useRate } from '@marketplace/contracts/browser';
import styles from './mint-checkout.module.css';

const AMOUNT_ROWS = [
  { labelKey: 'mint.price', amountOf: (mint: MintRecord) => mint.price, className: styles.fact },
  { labelKey: 'mint.fee', amountOf: (mint: MintRecord) => mint.fee, className: styles.fact },
  { labelKey: 'mint.total', amountOf: (mint: MintRecord) => mint.total, className: styles.total },
] as const;

/** Price, fee and total in GEM, each with its USD value at the page's one rate (none while the rate is unknown). */
export function MintAmounts({ mint }: { mint: MintRecord }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { price: rate } = useRate();

  return (
    <dl className={styles.facts}>
      {AMOUNT_ROWS.map(({ labelKey, amountOf, className }) => (
        <div key={labelKey} className={className}>
          <dt>{t(labelKey)}</dt>
          <dd>
            <span>{formatGem(amountOf(mint))}</span>
            {rate === null ? null : <span className={styles.usd}>{t('mint.aboutUsd', { usd: convertToUsd(amountOf(mint), rate) })}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
