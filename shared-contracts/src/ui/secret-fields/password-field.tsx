import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KIT_NAMESPACE } from '../../wire/locale/message-namespaces';
import { buttonStyles } from '../buttons';
import { formFieldStyles } from '../form-field/form-field-styles';
import styles from './secret-fields.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** What is wrong with it, shown under it and read with it. */
  error?: string | null;
  /** Marks it wrong where the form says why elsewhere (an unlock refused in the form's alert). */
  invalid?: boolean;
  /** Ids of hints outside the field (the strength meter) that describe it. */
  describedBy?: string;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle, so a long password can be checked before it is sent. */
export function PasswordField({ label, value, onChange, autoComplete, error, invalid = false, describedBy, readOnly, inputRef }: PasswordFieldProps) {
  const { t } = useTranslation(KIT_NAMESPACE);
  const inputId = useId();
  const errorId = useId();
  const [shown, setShown] = useState(false);
  const describers = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={formFieldStyles.field}>
      <label htmlFor={inputId} className={formFieldStyles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          id={inputId}
          ref={inputRef}
          className={styles.input}
          type={shown ? 'text' : 'password'}
          autoComplete={autoComplete}
          // A shown password is still a password: no spelling service or capitalising keyboard gets it.
          spellCheck={false}
          autoCapitalize="none"
          value={value}
          readOnly={readOnly}
          aria-invalid={Boolean(error) || invalid}
          aria-describedby={describers}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} ${styles.toggle}`}
          aria-pressed={shown}
          aria-label={t(shown ? 'secretFields.hideLabel' : 'secretFields.showLabel', { field: label })}
          onClick={() => setShown((was) => !was)}
        >
          {t(shown ? 'secretFields.hide' : 'secretFields.show')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={formFieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
