import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { useWalletState } from '../session/wallet-state';
import { FormAlert } from '../ui/form-alert';
import { RescueSignInPrompt } from '../ui/rescue-sign-in-prompt';
import { useWalletAction } from '../ui/use-wallet-action';
import { useWalletSession } from '../ui/use-wallet-session';
import styles from '../ui/wallet-ui.module.css';
import { useWalletSecret } from './use-wallet-secret';
import { WalletSecretFields } from './wallet-secret-fields';
import { SubmitAction } from '../ui/submit-action';

/**
 * Spec §4 rescue, for `/rescue` and the rescue modal: first a rescue sign-in (the only session the
 * rescue key is released to), then a new password the recovered key is wrapped under. The old
 * password's copy is replaced, so it opens nothing afterwards.
 */
export function RescueFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const rescueSession = useWalletState(session.state, (state) => state.rescueSession);
  const status = useWalletState(session.state, (state) => state.status);
  const { busy, error, run } = useWalletAction();
  // A rescue always sets a password, whatever the rescue sign-in's method.
  const secret = useWalletSecret('password');
  const [rescued, setRescued] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!(await secret.attempt()) || secret.password === null) return;
    const newPassword = secret.password;
    if (!(await run(() => session.rescue(newPassword)))) return;
    setRescued(true);
    marketplaceBus.emit('toast', { tone: 'success', message: t('wallet.rescued') });
  }

  if (rescued) {
    return (
      <>
        <p className={styles.success} role="status">
          {t('wallet.rescuedBody')}
        </p>
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.primary} onClick={onDone}>
            {t('wallet.done')}
          </button>
        </div>
      </>
    );
  }

  if (status === 'no-wallet') return <p className={styles.text}>{t('wallet.rescueNoWallet')}</p>;

  if (!rescueSession || status === 'signed-out') return <RescueSignInPrompt reason={t('wallet.rescueIntro')} />;

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>{t('wallet.rescueNewPasswordIntro')}</p>
      <WalletSecretFields {...secret.fields} />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <SubmitAction busy={busy} label={t('wallet.rescueAction')} />
      </div>
    </form>
  );
}
