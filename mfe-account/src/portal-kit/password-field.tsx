import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './secret-fields.module.css';
import form from './portal-form.module.css';

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  /** What is wrong with it, shown under it and read with it. */
  error?: string | null;
  /** Ids of hints below the field (the strength meter) that describe it. */
  describedBy?: string;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password input with a show/hide toggle, so a long password can be checked before it is sent. */
export function PasswordField({ label, value, onChange, autoComplete, error, describedBy, readOnly, inputRef }: PasswordFieldProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const inputId = useId();
  const errorId = useId();
  const [shown, setShown] = useState(false);
  const describers = [describedBy, error ? errorId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div className={form.field}>
      <label htmlFor={inputId} className={form.label}>
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describers}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} ${styles.toggle}`}
          aria-pressed={shown}
          aria-label={t(shown ? 'security.password.hideLabel' : 'security.password.showLabel', { field: label })}
          onClick={() => setShown((was) => !was)}
        >
          {t(shown ? 'security.password.hide' : 'security.password.show')}
        </button>
      </div>
      {error ? (
        <p id={errorId} className={form.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
