import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { FormAlert } from '../ui/form-alert';
import { CurrentPasswordField } from '../ui/current-password-field';
import { RescueSignInPrompt } from '../ui/rescue-sign-in-prompt';
import { useWalletAction } from '../ui/use-wallet-action';
import { useWalletErrorText } from '../ui/use-wallet-error-text';
import { useWalletSession } from '../ui/use-wallet-session';
import styles from '../ui/wallet-ui.module.css';
import { useWalletSecret } from './use-wallet-secret';
import { WalletSecretFields } from './wallet-secret-fields';
import { SubmitAction } from '../ui/submit-action';

type Route = { step: 'checking' } | { step: 'rewrap' } | { step: 'rescue-sign-in' } | { step: 'provider-rescue-sign-in' } | { step: 'failed'; message: string };

/**
 * Update mode (spec §4 legacy): a key kept in clear is wrapped for this sign-in now. Removing the plain
 * key changes the vault, which needs a fresh proof of identity: a password sign-in types its sign-in
 * password here; a Google or Apple sign-in has none, so it goes through the rescue sign-in, as a vault
 * holding only the rescue copy must.
 */
export function UpdateWalletForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const errorText = useWalletErrorText();
  const { method } = session.state.getState();
  const secret = useWalletSecret(method);
  const { busy, error, run } = useWalletAction();
  const [route, setRoute] = useState<Route>({ step: 'checking' });
  const [accountPassword, setAccountPassword] = useState('');
  const [tried, setTried] = useState(false);

  // Which way an update goes is decided once, when the form opens for this session: the sign-in method and
  // the wording of an error do not re-decide it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: decided once per session, as said above
  useEffect(() => {
    session.needsRescueSignIn().then(
      (rescueOnly) => setRoute({ step: rescueOnly ? 'rescue-sign-in' : method === 'password' ? 'rewrap' : 'provider-rescue-sign-in' }),
      (failure: unknown) => setRoute({ step: 'failed', message: errorText(failure) }),
    );
  }, [session]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    const secretReady = await secret.attempt();
    if (!secretReady || !accountPassword) return;
    if (!(await run(() => session.updateLegacy({ password: secret.password, accountPassword })))) return;
    marketplaceBus.emit('toast', { tone: 'success', message: t('wallet.updated') });
    onDone();
  }

  if (route.step === 'checking')
    return (
      <p className={styles.text} role="status">
        {t('wallet.checking')}
      </p>
    );
  if (route.step === 'failed') return <FormAlert message={route.message} />;
  if (route.step === 'rescue-sign-in') return <RescueSignInPrompt reason={t('wallet.updateNeedsRescue')} />;
  if (route.step === 'provider-rescue-sign-in') return <RescueSignInPrompt reason={t('wallet.updateNeedsReauthentication')} />;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>{t('wallet.updateIntro')}</p>
      <WalletSecretFields {...secret.fields} />
      <p className={styles.text}>{t('wallet.accountPasswordIntro')}</p>
      <CurrentPasswordField label={t('wallet.accountPassword')} value={accountPassword} onChange={setAccountPassword} missing={tried && !accountPassword} />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <SubmitAction busy={busy} label={t('wallet.updateAction')} />
      </div>
    </form>
  );
}
