import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { twoFactorCodeDigits } from './two-factor-code';
import styles from './secret-fields.module.css';
import form from './portal-form.module.css';

interface TwoFactorCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  readOnly: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The six digits of the authenticator app, offered by the phone's number pad and one-time-code autofill;
 * anything but digits is dropped as it is typed or pasted, so "12ab" never sits in the field.
 */
export function TwoFactorCodeField({ value, onChange, error, readOnly, inputRef }: TwoFactorCodeFieldProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  return (
    <div className={form.field}>
      <label htmlFor={inputId} className={form.label}>
        {t('security.twoFactor.codeLabel')}
      </label>
      <p id={hintId} className={form.hint}>
        {t('security.twoFactor.codeHint')}
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
        <p id={errorId} className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
