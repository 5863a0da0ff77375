import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import styles from './wallet-ui.module.css';

/**
 * A password the person already has, required once they tried to send: the wallet password (unlock,
 * signature) unless `label` names another (the sign-in password a vault change asks for).
 */
export function PasswordField({
  value,
  onChange,
  missing,
  invalid = false,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
  invalid?: boolean;
  label?: string;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const id = useId();
  const errorId = useId();
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label ?? t('wallet.walletPassword')}
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
