import { useId, type Ref } from 'react';
import { maxPriceShown, priceForInput, type PriceError } from '@marketplace/contracts/wire';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useLocale } from '@marketplace/contracts/browser';
import styles from './selling.module.css';
import { formFieldStyles } from '@marketplace/contracts/ui';

export interface PriceFieldProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Why what is typed is not a price, once the person tried to send it. */
  error: PriceError | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A GEM price typed in the person's language (their decimal separator works), with the spec §5 rule
 * as its hint and, once they tried to send it, what is wrong with it.
 */
export function PriceField({ label, value, onChange, error, inputRef }: PriceFieldProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const locale = useLocale();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={formFieldStyles.field}>
      <label className={formFieldStyles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className={`${formFieldStyles.input} ${styles.priceInput}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
      />
      <p className={styles.muted} id={hintId}>
        {t('selling.price.hint', { example: priceForInput('12.5', locale) })}
      </p>
      {error && (
        <p className={formFieldStyles.error} id={errorId}>
          {t(`selling.price.errors.${error}`, { max: maxPriceShown(locale), example: priceForInput('12.5', locale) })}
        </p>
      )}
    </div>
  );
}
