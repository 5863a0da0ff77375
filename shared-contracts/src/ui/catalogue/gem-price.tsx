import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { useRate } from '@marketplace/contracts/browser';
import { convertToUsd } from '../../wire/format/convert-to-usd';
import { formatGem } from '../../wire/format/format-gem';
import styles from './gem-price.module.css';

export interface GemPriceProps {
  /** A GEM amount as the API gives it: an 18-decimal string. */
  amount: string;
  /** `sm` in cards and lists, `lg` where the price is the point (the item page, the buy panel). */
  size?: 'sm' | 'lg';
}

/**
 * A price in GEM (2 decimals, spec §5) with its value in USD at the page's live rate. The USD line
 * keeps its place while the rate loads, so nothing moves when it arrives.
 */
export function GemPrice({ amount, size = 'sm' }: GemPriceProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const rate = useRate();
  return (
    <span className={styles.price} data-size={size}>
      <span className={styles.gem}>{formatGem(amount)}</span>
      {rate.status === 'ready' && <span className={styles.usd}>{convertToUsd(amount, rate.price)}</span>}
      {rate.status === 'loading' && <span className={styles.usd} aria-hidden="true" data-pending="true" />}
      {rate.status === 'failed' && <span className={styles.usd}>{t('catalogue.usdUnavailable')}</span>}
    </span>
  );
}
