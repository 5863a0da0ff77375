import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_HISTORY_RANGES, type PriceHistoryRange } from '../../wire/schemas/market-stats-schemas';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { VisuallyHidden } from '../visually-hidden';
import styles from './price-history.module.css';

interface PriceRangeSwitchProps {
  value: PriceHistoryRange;
  onChange: (range: PriceHistoryRange) => void;
}

/**
 * 30 days / 90 days / all, as a segmented control that is a labelled radio group underneath: arrow keys
 * move between the periods, and a screen reader says which one is chosen.
 */
export function PriceRangeSwitch({ value, onChange }: PriceRangeSwitchProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const name = useId();
  return (
    <fieldset className={styles.ranges}>
      <legend>
        <VisuallyHidden>{t('priceHistory.range.legend')}</VisuallyHidden>
      </legend>
      {PRICE_HISTORY_RANGES.map((range) => (
        <label key={range} className={styles.range}>
          <input type="radio" name={name} value={range} checked={value === range} onChange={() => onChange(range)} />
          <span>{t(`priceHistory.range.${range}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
