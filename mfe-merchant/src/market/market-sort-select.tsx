import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { MARKET_LISTING_SORTS, type MarketListingSort } from '@marketplace/contracts/wire';
import styles from './market-toolbar.module.css';

interface MarketSortSelectProps {
  value: MarketListingSort;
  onChange: (sort: MarketListingSort) => void;
}

/** Newest first, or by price either way. */
export function MarketSortSelect({ value, onChange }: MarketSortSelectProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const id = useId();
  return (
    <div className={styles.sort}>
      <label className={styles.label} htmlFor={id}>
        {t('market.sort.label')}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(event) => onChange(event.target.value as MarketListingSort)}>
        {MARKET_LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`market.sort.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
