import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, formFieldStyles } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { CopyTextButton } from '../ui/copy-text-button';
import { FormAlert } from '../ui/form-alert';
import { CurrentPasswordField } from '../ui/current-password-field';
import { SubmitAction } from '../ui/submit-action';
import { useWalletErrorText } from '../ui/use-wallet-error-text';
import { useWalletSession } from '../ui/use-wallet-session';
import ui from '../ui/wallet-ui.module.css';
import styles from './key-export.module.css';

/**
 * Shows the wallet's private key to its owner (issue 24: the key is the only way to the GEM and collectibles at
 * the address once the account is closed). The wallet password is asked every time, whatever the wallet's
 * state; the key lives in this component's state only (gone when it is hidden or the page is left), is never
 * logged, stored or sent, and is shown as text for the person to copy or write down.
 */
export function KeyExportPanel({ needsPassword }: { needsPassword: boolean }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const errorText = useWalletErrorText();
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);

  async function reveal(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (busy || (needsPassword && password === '')) return;
    setBusy(true);
    setFailure(null);
    try {
      setKey(await session.exportKey(needsPassword ? password : null));
      setPassword('');
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  if (key) {
    return (
      <div className={ui.form} data-testid="revealed-key">
        <p className={ui.alert} role="note">
          {t('keyExport.revealedWarning')}
        </p>
        <label className={formFieldStyles.label} htmlFor="wallet-private-key">
          {t('keyExport.keyLabel')}
        </label>
        <textarea id="wallet-private-key" className={`${formFieldStyles.textarea} ${styles.key}`} readOnly value={key} rows={3} spellCheck={false} />
        <div className={ui.actions}>
          <CopyTextButton text={key} words={{ copy: t('keyExport.copy'), copied: t('keyExport.copied'), failed: t('keyExport.copyFailed') }} />
          <button type="button" className={buttonStyles.secondary} onClick={() => setKey(null)}>
            {t('keyExport.hide')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className={ui.form} noValidate onSubmit={(event) => void reveal(event)}>
      {needsPassword ? (
        <CurrentPasswordField value={password} onChange={setPassword} missing={tried && password === ''} invalid={failure !== null} />
      ) : (
        <p className={formFieldStyles.hint}>{t('keyExport.providerHint')}</p>
      )}
      <FormAlert message={failure} />
      <div className={ui.actions}>
        <SubmitAction label={t('keyExport.reveal')} busy={busy} />
      </div>
    </form>
  );
}
