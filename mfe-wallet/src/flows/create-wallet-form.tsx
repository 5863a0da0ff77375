import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { privateKeyOfImport } from '../custody/imported-key';
import { FormAlert } from '../ui/form-alert';
import { useWalletAction } from '../ui/use-wallet-action';
import { useWalletSession } from '../ui/use-wallet-session';
import styles from '../ui/wallet-ui.module.css';
import { useWalletSecret } from './use-wallet-secret';
import { WalletSecretFields } from './wallet-secret-fields';
import { SubmitAction } from '../ui/submit-action';
import { formFieldStyles } from '@marketplace/contracts/ui';

/**
 * Create mode (a new wallet) and link mode (an existing wallet, by its private key or recovery
 * phrase): the key is wrapped for this sign-in and sealed for rescue, saved, and its address registered.
 */
export function CreateWalletForm({ link, onDone }: { link: boolean; onDone: () => void }) {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const { method } = session.state.getState();
  const secret = useWalletSecret(method);
  const { busy, error, run } = useWalletAction();
  const [imported, setImported] = useState('');
  const [importTried, setImportTried] = useState(false);
  const importId = useId();
  const importErrorId = useId();
  const existingKey = link ? privateKeyOfImport(imported) : null;
  const importInvalid = link && importTried && existingKey === null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setImportTried(true);
    const secretReady = await secret.attempt();
    if (!secretReady || (link && existingKey === null)) return;
    const done = await run(async () => {
      await session.create({ password: secret.password, ...(existingKey ? { existingKey } : {}) });
    });
    if (!done) return;
    marketplaceBus.emit('toast', { tone: 'success', message: t(link ? 'wallet.linked' : 'wallet.created') });
    onDone();
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <p className={styles.text}>{t(link ? 'wallet.linkIntro' : 'wallet.createIntro')}</p>
      {link && (
        <div className={formFieldStyles.field}>
          <label className={formFieldStyles.label} htmlFor={importId}>
            {t('wallet.importLabel')}
          </label>
          <textarea
            id={importId}
            className={`${formFieldStyles.textarea} ${styles.keyInput}`}
            autoComplete="off"
            spellCheck={false}
            autoCapitalize="off"
            value={imported}
            aria-invalid={importInvalid}
            aria-describedby={importErrorId}
            onChange={(event) => setImported(event.target.value)}
          />
          <p id={importErrorId} className={importInvalid ? formFieldStyles.error : formFieldStyles.hint}>
            {importInvalid ? t('wallet.importInvalid') : t('wallet.importHint')}
          </p>
        </div>
      )}
      <WalletSecretFields {...secret.fields} />
      <FormAlert message={error} />
      <div className={styles.actions}>
        <SubmitAction busy={busy} label={t(link ? 'wallet.linkAction' : 'wallet.createAction')} />
      </div>
    </form>
  );
}
