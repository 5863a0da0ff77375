import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { PASSWORD_MIN_LENGTH } from '@marketplace/contracts/wire';
import { PASSWORD_STRENGTH_STEPS, passwordStrength } from './password-strength';
import styles from './security.module.css';
import form from '../portal-kit/portal-form.module.css';

/** The new password's strength as it is typed: four bars and the words for them (the words are what is read out). */
export function PasswordStrengthMeter({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const strength = passwordStrength(password);
  const lit = PASSWORD_STRENGTH_STEPS.indexOf(strength) + 1;

  return (
    <div className={form.field}>
      <div className={styles.meter} aria-hidden="true">
        {PASSWORD_STRENGTH_STEPS.map((step, index) => (
          <span key={step} className={styles.meterStep} data-tone={index < lit ? strength : undefined} />
        ))}
      </div>
      <p id={id} className={form.hint} aria-live="polite">
        {password === ''
          ? t('security.password.rules', { min: PASSWORD_MIN_LENGTH })
          : `${t('security.password.strength')}: ${t(`security.password.strengthLevels.${strength}`, { min: PASSWORD_MIN_LENGTH })}`}
      </p>
    </div>
  );
}
