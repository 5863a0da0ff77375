import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './wallet-ui.module.css';

/** The wallet password the person already has (unlock, signature), required once they tried to send. */
export function PasswordField({ value, onChange, missing, invalid = false }: { value: string; onChange: (value: string) => void; missing: boolean; invalid?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('wallet.walletPassword')}
      </label>
      <input
        id={id}
        className={styles.input}
        type="password"
        autoComplete="current-password"
        value={value}
        aria-invalid={missing || invalid}
        aria-describedby={missing ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {missing && (
        <p id={errorId} className={styles.error}>
          {t('wallet.passwordRequired')}
        </p>
      )}
    </div>
  );
}
