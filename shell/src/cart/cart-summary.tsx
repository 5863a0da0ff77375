import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatGem, formatUsd, gemOfWei } from '@marketplace/contracts/wire';
import { useLocale, useRuntimeConfig } from '@marketplace/contracts/browser';
import { GemPrice } from '@marketplace/contracts/ui';
import type { CartAmountsToSign } from './cart-fee-ceiling';
import styles from './cart-page.module.css';

/**
 * The cart's sums: the items together, the marketplace fee once on that sum (spec §9's percentage, never
 * below its USD floor; said in words, since a person who knows the per-item fee may expect it per item),
 * and the total, each in GEM with USD; below the floor, the most the wallet signs (the fee follows the rate).
 */
export function CartSummary({ amounts, count }: { amounts: CartAmountsToSign; count: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { fees } = useRuntimeConfig();
  const headingId = useId();
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fees.marketplaceFeesPercent / 100);
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {t('cart.summaryHeading')}
      </h2>
      <dl className={styles.amounts}>
        <div className={styles.amountRow}>
          <dt>{t('cart.subtotal', { count })}</dt>
          <dd>
            <GemPrice amount={gemOfWei(amounts.subtotalWei)} />
          </dd>
        </div>
        <div className={styles.amountRow}>
          <dt>
            {t('cart.fee', { percent })}
            <span className={styles.note}>{t('cart.feeRule', { percent, usd: formatUsd(fees.minimumPrice) })}</span>
          </dt>
          <dd>
            <GemPrice amount={gemOfWei(amounts.feeWei)} />
          </dd>
        </div>
        <div className={`${styles.amountRow} ${styles.totalRow}`}>
          <dt>{t('cart.total')}</dt>
          <dd>
            <GemPrice amount={gemOfWei(amounts.totalWei)} size="lg" />
          </dd>
        </div>
      </dl>
      {amounts.feeCeilingWei > amounts.feeWei && <p className={styles.note}>{t('cart.feeCeiling', { total: formatGem(gemOfWei(amounts.totalCeilingWei)) })}</p>}
    </section>
  );
}
