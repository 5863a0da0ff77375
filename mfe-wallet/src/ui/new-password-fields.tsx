import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { judgePasswordStrength, type PasswordScore } from '@marketplace/contracts/browser';
import { formFieldStyles, PasswordField, PasswordStrengthMeter } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './wallet-ui.module.css';

export interface NewPassword {
  password: string;
  confirmation: string;
  stored: boolean;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirmation: '', stored: false };

/** Whether the new password may be used: strong enough, typed twice alike, and its safe-keeping confirmed. */
export function isNewPasswordReady(value: NewPassword, score: PasswordScore | null): boolean {
  return score !== null && judgePasswordStrength(value.password, score).strongEnough && value.password === value.confirmation && value.stored;
}

/**
 * A new wallet password: its strength shown as it is typed (and enforced), typed twice, and the
 * person's confirmation that they stored it, since nobody can recover it for them. The value and its
 * score live in the form, which decides with them; an error loses nothing.
 */
export function NewPasswordFields({
  value,
  onChange,
  score,
  showErrors,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  /** zxcvbn's score of `value.password` (`usePasswordScore`), null while unknown. */
  score: PasswordScore | null;
  /** After a submit attempt: say what is missing. */
  showErrors: boolean;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const ids = { strength: useId(), stored: useId(), mismatch: useId() };
  // A differing confirmation shows as soon as one is typed; an empty one only after a submit attempt.
  const mismatch = value.confirmation !== value.password && (value.confirmation.length > 0 || showErrors);
  const weak = showErrors && !(score !== null && judgePasswordStrength(value.password, score).strongEnough);

  return (
    <>
      <div className={formFieldStyles.field}>
        <PasswordField
          label={t('wallet.newPassword')}
          autoComplete="new-password"
          value={value.password}
          invalid={weak}
          describedBy={ids.strength}
          onChange={(password) => onChange({ ...value, password })}
        />
        <PasswordStrengthMeter id={ids.strength} password={value.password} score={score} flagged={weak} />
      </div>
      <div className={formFieldStyles.field}>
        <PasswordField
          label={t('wallet.confirmPassword')}
          autoComplete="new-password"
          value={value.confirmation}
          invalid={mismatch}
          describedBy={ids.mismatch}
          onChange={(confirmation) => onChange({ ...value, confirmation })}
        />
        <p id={ids.mismatch} className={formFieldStyles.error} aria-live="polite">
          {mismatch ? t('wallet.passwordMismatch') : ''}
        </p>
      </div>
      <div className={styles.check}>
        <input
          id={ids.stored}
          className={styles.checkbox}
          type="checkbox"
          checked={value.stored}
          aria-invalid={showErrors && !value.stored}
          onChange={(event) => onChange({ ...value, stored: event.target.checked })}
        />
        <label htmlFor={ids.stored}>{t('wallet.storedConfirmation')}</label>
      </div>
      {showErrors && !value.stored && <p className={formFieldStyles.error}>{t('wallet.storedRequired')}</p>}
    </>
  );
}
