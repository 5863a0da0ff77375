import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import type { SignInMethod } from '@marketplace/contracts/wire';
import type { PasswordScore } from '@marketplace/contracts/browser';
import { NewPasswordFields, type NewPassword } from '../ui/new-password-fields';
import styles from '../ui/wallet-ui.module.css';

/**
 * What protects the key: a new password for a password sign-in; for Google or Apple, the secret that
 * sign-in releases, so there is nothing to type and only a sentence to read.
 */
export function WalletSecretFields({
  method,
  value,
  onChange,
  score,
  showErrors,
}: {
  method: SignInMethod;
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  score: PasswordScore | null;
  showErrors: boolean;
}) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  if (method !== 'password') return <p className={styles.text}>{t('wallet.protectedByProvider', { provider: t(`wallet.providers.${method}`) })}</p>;
  return <NewPasswordFields value={value} onChange={onChange} score={score} showErrors={showErrors} />;
}
