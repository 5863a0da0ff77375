import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { useWalletState } from '../session/wallet-state';
import { FormAlert } from '../ui/form-alert';
import { CurrentPasswordField } from '../ui/current-password-field';
import { useWalletAction } from '../ui/use-wallet-action';
import { useWalletSession } from '../ui/use-wallet-session';
import { WalletModalBody } from '../ui/wallet-modal-body';
import styles from '../ui/wallet-ui.module.css';
import { SubmitAction } from '../ui/submit-action';
import { SignedText } from './signed-text';

/**
 * The person's word on a `wallet:sign` request: what is signed, for what, and by which address.
 * A sealed password wallet asks its password here. Closing the dialog any way declines.
 */
const WalletSignModal: RemoteComponent<'wallet', 'WalletSignModal'> = ({ onClose }) => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const pending = useWalletState(session.state, (state) => state.pendingSignature);
  const sealed = useWalletState(session.state, (state) => state.status === 'sealed' && state.method === 'password');
  const opening = useWalletState(session.state, (state) => state.status === 'opening');
  const address = useWalletState(session.state, (state) => state.address);
  const { busy, error, run } = useWalletAction();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const missing = tried && sealed && password.length === 0;

  // However the dialog goes (Escape, ×, a new page), an unanswered request is declined, not left
  // waiting. Checked a microtask later, so StrictMode's test unmount-and-remount declines nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      queueMicrotask(() => {
        if (!mounted.current) session.declineSignature();
      });
    };
  }, [session]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (opening || (sealed && password.length === 0)) return;
    if (await run(() => session.confirmSignature(sealed ? password : null))) onClose();
  }

  if (!pending) {
    return (
      <WalletModalBody heading={t('wallet.signHeading')}>
        <p className={styles.text}>{t('wallet.nothingToSign')}</p>
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('wallet.close')}
          </button>
        </div>
      </WalletModalBody>
    );
  }

  return (
    <WalletModalBody heading={t('wallet.signHeading')}>
      <p className={styles.text}>{t('wallet.signIntro', { purpose: t(`wallet.signPurposes.${pending.purpose}`, { defaultValue: pending.purpose }) })}</p>
      <SignedText message={pending.message} />
      {address && (
        <p className={formFieldStyles.hint}>
          {t('wallet.signAddress')} <span className={styles.address}>{address}</span>
        </p>
      )}
      <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
        {sealed && <CurrentPasswordField value={password} onChange={setPassword} missing={missing} />}
        {opening && (
          <p className={formFieldStyles.hint} role="status">
            {t('wallet.opening')}
          </p>
        )}
        <FormAlert message={error} />
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('wallet.decline')}
          </button>
          <SubmitAction busy={busy} waiting={opening} label={t('wallet.signAction')} />
        </div>
      </form>
    </WalletModalBody>
  );
};

export default WalletSignModal;
