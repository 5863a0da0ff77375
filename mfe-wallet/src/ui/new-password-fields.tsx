import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { judgePassword, MIN_PASSWORD_LENGTH, type PasswordScore } from './password-strength';
import styles from './wallet-ui.module.css';

export interface NewPassword {
  password: string;
  confirmation: string;
  stored: boolean;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: '', confirmation: '', stored: false };

const STRENGTH_LABELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;

function meterTone(score: PasswordScore, step: number): 'weak' | 'fair' | 'strong' | undefined {
  if (step >= Math.max(score, 1)) return undefined;
  return score <= 1 ? 'weak' : score === 2 ? 'fair' : 'strong';
}

/** Whether the new password may be used: strong enough, typed twice alike, and its safe-keeping confirmed. */
export function isNewPasswordReady(value: NewPassword, score: PasswordScore | null): boolean {
  return score !== null && judgePassword(value.password, score).strongEnough && value.password === value.confirmation && value.stored;
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
  const ids = { password: useId(), confirmation: useId(), strength: useId(), stored: useId(), mismatch: useId() };
  const verdict = score === null ? null : judgePassword(value.password, score);
  // A differing confirmation shows as soon as one is typed; an empty one only after a submit attempt.
  const mismatch = value.confirmation !== value.password && (value.confirmation.length > 0 || showErrors);
  const weak = showErrors && !verdict?.strongEnough;

  return (
    <>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.password}>
          {t('wallet.newPassword')}
        </label>
        <input
          id={ids.password}
          className={styles.input}
          type="password"
          autoComplete="new-password"
          value={value.password}
          aria-invalid={weak}
          aria-describedby={ids.strength}
          onChange={(event) => onChange({ ...value, password: event.target.value })}
        />
        <div className={styles.meter} aria-hidden="true">
          {[0, 1, 2, 3].map((step) => (
            <span key={step} className={styles.meterStep} data-on={score === null ? undefined : meterTone(score, step)} />
          ))}
        </div>
        <p id={ids.strength} className={weak ? styles.error : styles.hint} aria-live="polite">
          {verdict ? `${t('wallet.strength')}: ${t(`wallet.strengthLevels.${STRENGTH_LABELS[verdict.score]}`)}. ` : ''}
          {verdict && !verdict.longEnough
            ? t('wallet.passwordTooShort', { count: MIN_PASSWORD_LENGTH })
            : verdict?.strongEnough
              ? ''
              : t('wallet.passwordRule', { count: MIN_PASSWORD_LENGTH })}
        </p>
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.confirmation}>
          {t('wallet.confirmPassword')}
        </label>
        <input
          id={ids.confirmation}
          className={styles.input}
          type="password"
          autoComplete="new-password"
          value={value.confirmation}
          aria-invalid={mismatch}
          aria-describedby={ids.mismatch}
          onChange={(event) => onChange({ ...value, confirmation: event.target.value })}
        />
        <p id={ids.mismatch} className={styles.error} aria-live="polite">
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
      {showErrors && !value.stored && <p className={styles.error}>{t('wallet.storedRequired')}</p>}
    </>
  );
}
