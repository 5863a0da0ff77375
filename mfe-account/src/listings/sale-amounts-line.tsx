import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatUsd, gemOfWei, purchaseAmounts } from '@marketplace/contracts/wire';
import { useRate, useRuntimeConfig } from '@marketplace/contracts/browser';
import { GemPrice } from '@marketplace/contracts/ui';
import styles from './listings.module.css';

/**
 * What a new price means, before anyone commits: the marketplace fee the buyer pays on top (spec §9: its
 * percentage, or the USD floor at the live rate when that is more, said when it applies), what the buyer
 * pays, and what the seller nets, the price itself. The same fee function the API charges with.
 */
export function SaleAmountsLine({ price }: { price: string | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const amounts = price === null ? null : purchaseAmounts(price, fees, rate.price);
  if (!amounts) return <p className={styles.muted}>{t('listingsPage.amounts.none')}</p>;
  return (
    <dl className={styles.amounts}>
      <div>
        <dt>{t('listingsPage.amounts.youReceive')}</dt>
        <dd>
          <GemPrice amount={gemOfWei(amounts.priceWei)} />
        </dd>
      </div>
      <div>
        <dt>{amounts.feeAtFloor ? t('listingsPage.amounts.feeAtFloor', { usd: formatUsd(fees.minimumPrice) }) : t('listingsPage.amounts.fee')}</dt>
        <dd>
          <GemPrice amount={gemOfWei(amounts.feeWei)} />
        </dd>
      </div>
      <div>
        <dt>{t('listingsPage.amounts.buyerPays')}</dt>
        <dd>
          <GemPrice amount={gemOfWei(amounts.totalWei)} />
        </dd>
      </div>
    </dl>
  );
}
