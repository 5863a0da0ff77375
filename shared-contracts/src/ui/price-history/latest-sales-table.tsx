import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRate } from '@marketplace/contracts/browser';
import type { PriceHistorySale } from '../../wire/schemas/market-stats-schemas';
import { convertToUsd } from '../../wire/format/convert-to-usd';
import { formatGem } from '../../wire/format/format-gem';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import styles from './price-history.module.css';

/** The sales the list shows: enough to read the latest trend, few enough to scan. */
export const LATEST_SALES_SHOWN = 10;

interface LatestSalesTableProps {
  /** The range's sales, newest first. */
  sales: readonly PriceHistorySale[];
  /** How many the range had in all. */
  total: number;
}

/** The latest sales as a table (when, GEM, USD at today's rate): what the chart shows, as text. */
export function LatestSalesTable({ sales, total }: LatestSalesTableProps) {
  const { t, i18n } = useTranslation(KIT_NAMESPACE);
  const rate = useRate();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const shown = sales.slice(0, LATEST_SALES_SHOWN);
  const captionId = useId();
  return (
    // A region that scrolls sideways on a phone must take focus, so a keyboard can scroll it; its caption names it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {t('priceHistory.latest.caption', { count: shown.length, total })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('priceHistory.latest.when')}</th>
            <th scope="col">{t('priceHistory.latest.price')}</th>
            <th scope="col">{t('priceHistory.latest.usd')}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((sale, index) => (
            // Two sales may share a time and a price: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for one answer
            <tr key={`${sale.time}-${index}`}>
              <td>
                <time dateTime={sale.time}>{when.format(new Date(sale.time))}</time>
              </td>
              <td>{formatGem(sale.price)}</td>
              <td>{rate.status === 'ready' ? convertToUsd(sale.price, rate.price) : rate.status === 'failed' ? t('catalogue.usdUnavailable') : '…'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
