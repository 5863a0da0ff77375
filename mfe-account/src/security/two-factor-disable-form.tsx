import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './security.module.css';
import { TwoFactorCodeForm } from './two-factor-code-form';
import { useTwoFactorChange } from './use-two-factor-change';

/** Turning 2FA off, which takes a current code of the app: a stolen session alone cannot do it. */
export function TwoFactorDisableForm() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const change = useTwoFactorChange(false);

  return (
    <TwoFactorCodeForm
      change={change}
      intro={<p className={styles.text}>{t('security.twoFactor.disableHint')}</p>}
      submitLabel={t('security.twoFactor.turnOff')}
      primary={false}
    />
  );
}
