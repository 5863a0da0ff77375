import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { twoFactorCodeDigits } from './two-factor-code';
import { formFieldStyles } from '../form-field/form-field-styles';
import styles from './secret-fields.module.css';

interface TwoFactorCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with it (malformed, refused), shown under it and read with it. */
  error?: string | null;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The six digits of the authenticator app, offered by the phone's number pad and one-time-code autofill;
 * anything but digits is dropped as it is typed or pasted, so "12ab" never sits in the field. No `maxLength`:
 * it would cut a pasted "123 456" before its space is dropped.
 */
export function TwoFactorCodeField({ value, onChange, error, readOnly, inputRef }: TwoFactorCodeFieldProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  return (
    <div className={formFieldStyles.field}>
      <label htmlFor={inputId} className={formFieldStyles.label}>
        {t('secretFields.codeLabel')}
      </label>
      <p id={hintId} className={formFieldStyles.hint}>
        {t('secretFields.codeHint')}
      </p>
      <input
        id={inputId}
        ref={inputRef}
        className={styles.codeInput}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(twoFactorCodeDigits(event.target.value))}
      />
      {error ? (
        <p id={errorId} className={formFieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
