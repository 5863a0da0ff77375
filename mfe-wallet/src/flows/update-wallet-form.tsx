import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { marketplaceBus } from '@marketplace/contracts';
import { FormAlert } from '../ui/form-alert';
import { RescueSignInPrompt } from '../ui/rescue-sign-in-prompt';
import { useWalletAction } from '../ui/use-wallet-action';
import { useWalletErrorText } from '../ui/use-wallet-error-text';
import { useWalletSession } from '../ui/use-wallet-session';
import styles from '../ui/wallet-ui.module.css';
import { useWalletSecret } from './use-wallet-secret';
import { WalletSecretFields } from './wallet-secret-fields';
import { SubmitAction } from '../ui/submit-action';

type Route = { step: 'checking' } | { step: 'rewrap' } | { step: 'rescue-sign-in' } | { step: 'failed'; message: string };

/**
 * Update mode (spec §4 legacy): a key kept in clear is wrapped for this sign-in now; a vault holding
 * only the rescue copy can be opened by a rescue sign-in only, so the person is sent there.
 */
export function UpdateWalletForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const session = useWalletSession();
  const errorText = useWalletErrorText();
  const secret = useWalletSecret(session.state.getState().method);
  const { busy, error, run } = useWalletAction();
  const [route, setRoute] = useState<Route>({ step: 'checking' });

  useEffect(() => {
    session.needsRescueSignIn().then(
      (rescueOnly) => setRoute({ step: rescueOnly ? 'rescue-sign-in' : 'rewrap' }),
      (failure: unknown) => setRoute({ step: 'failed', message: errorText(failure) }),
    );
  }, [session]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await secret.attempt())) return;
    if (!(await run(() => session.updateLegacy({ password: secret.password })))) return;
    marketplaceBus.emit('toast', { tone: 'success', message: t('wallet.updated') });
    onDone();
  }

  if (route.step === 'checking') return <p className={styles.text} role="status">{t('wallet.checking')}</p>;
  if (route.step === 'failed') return <FormAlert message={route.message} />;
  if (route.step === 'rescue-sign-in') return <RescueSignInPrompt reason={t('wallet.updateNeedsRescue')} />;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>{t('wallet.updateIntro')}</p>
      <WalletSecretFields {...secret.fields} />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <SubmitAction busy={busy} label={t('wallet.updateAction')} />
      </div>
    </form>
  );
}
