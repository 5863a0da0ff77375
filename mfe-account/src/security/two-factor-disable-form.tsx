import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { buttonStyles, TwoFactorCodeField } from '@marketplace/contracts/ui';
import styles from './security.module.css';
import { useTwoFactorChange } from './use-two-factor-change';

/** Turning 2FA off, which takes a current code of the app: a stolen session alone cannot do it. */
export function TwoFactorDisableForm() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const change = useTwoFactorChange(false);

  return (
    <form
      className={styles.form}
      noValidate
      aria-busy={change.busy}
      onSubmit={(event) => {
        event.preventDefault();
        void change.submit();
      }}
    >
      <p className={styles.text}>{t('security.twoFactor.disableHint')}</p>
      <TwoFactorCodeField
        value={change.code}
        onChange={change.typeCode}
        error={change.error && t(change.error)}
        readOnly={change.busy}
        inputRef={change.codeInput}
      />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.secondary} aria-disabled={change.busy}>
          {t('security.twoFactor.turnOff')}
        </button>
      </div>
    </form>
  );
}
