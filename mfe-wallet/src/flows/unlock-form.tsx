import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { FormAlert } from '../ui/form-alert';
import { CurrentPasswordField } from '../ui/current-password-field';
import { useWalletAction } from '../ui/use-wallet-action';
import { useWalletSession } from '../ui/use-wallet-session';
import styles from '../ui/wallet-ui.module.css';
import { SubmitAction } from '../ui/submit-action';

/**
 * Opens the wallet with what protects it: the password typed here, or (Google / Apple) the secret
 * the sign-in releases, asked again. A wrong password keeps the wallet locked (spec §4).
 */
export function UnlockForm({ onUnlocked, submitLabel }: { onUnlocked: () => void; submitLabel: string }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const { method } = session.state.getState();
  const { busy, error, run } = useWalletAction();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && method === 'password' && password.length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (method === 'password' && password.length === 0) return;
    const unlocked = await run(() => (method === 'password' ? session.unlockWithPassword(password) : session.retryProviderUnlock()));
    if (unlocked) onUnlocked();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {method === 'password' ? (
        <CurrentPasswordField value={password} onChange={setPassword} missing={missing} invalid={error !== null} />
      ) : (
        <p className={styles.text}>{t('wallet.providerUnlock', { provider: t(`wallet.providers.${method}`) })}</p>
      )}
      <FormAlert message={error} />
      <div className={styles.actions}>
        <SubmitAction busy={busy} label={submitLabel} />
      </div>
    </form>
  );
}
