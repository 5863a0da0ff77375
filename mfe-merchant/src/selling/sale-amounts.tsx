import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { formatUsd, weiOfGem, gemOfWei, purchaseAmounts } from '@marketplace/contracts/wire';
import { useRate, useRuntimeConfig } from '@marketplace/contracts/browser';
import { amountRowStyles, formFieldStyles, GemPrice } from '@marketplace/contracts/ui';
import { useFeePercent } from '../buying/use-fee-percent';
import styles from './selling.module.css';

export interface SaleAmountsProps {
  /** The GEM price typed so far, or null while it is not a valid one. */
  price: string | null;
  /** `seller`: what the buyer pays and what the seller receives; `buyer`: what the person making an offer pays. */
  side: 'seller' | 'buyer';
}

/**
 * The price, the marketplace fee of spec §9 (its percentage, or the USD floor at the live rate when
 * that is more, and which one applies) and what each side ends with, before anyone commits: the same
 * fee function the API charges with. The buyer pays the fee on top of the price, for an offer as for a sale.
 */
export function SaleAmounts({ price, side }: SaleAmountsProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const amounts = price === null ? null : purchaseAmounts(price, fees, rate.price);
  const percent = useFeePercent();
  const floor = formatUsd(fees.minimumPrice);
  const shown = (wei: bigint | undefined) => (wei === undefined ? <span aria-hidden="true">—</span> : <GemPrice amount={gemOfWei(wei)} />);
  const priceWei = price === null ? undefined : (weiOfGem(price) ?? undefined);

  return (
    <div className={formFieldStyles.field}>
      <dl className={amountRowStyles.list}>
        <div className={amountRowStyles.row}>
          <dt>{t(side === 'seller' ? 'selling.amounts.price' : 'selling.amounts.offer')}</dt>
          <dd>{shown(amounts?.priceWei ?? priceWei)}</dd>
        </div>
        <div className={amountRowStyles.row}>
          <dt>{amounts?.feeAtFloor ? t('selling.amounts.feeAtFloor', { usd: floor }) : t('selling.amounts.fee', { percent })}</dt>
          <dd>{shown(amounts?.feeWei)}</dd>
        </div>
        {side === 'seller' && (
          <div className={amountRowStyles.row}>
            <dt>{t('selling.amounts.buyerPays')}</dt>
            <dd>{shown(amounts?.totalWei)}</dd>
          </div>
        )}
        <div className={amountRowStyles.total}>
          <dt>{t(side === 'seller' ? 'selling.amounts.youReceive' : 'selling.amounts.youPay')}</dt>
          <dd>{shown(side === 'seller' ? amounts?.priceWei : amounts?.totalWei)}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t(side === 'seller' ? 'selling.amounts.sellerRule' : 'selling.amounts.buyerRule', { percent, usd: floor })}</p>
    </div>
  );
}
