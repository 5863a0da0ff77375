import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import styles from './account-settings.module.css';
import { SettingsAlert } from './settings-alert';
import { formFieldStyles } from '@marketplace/contracts/ui';

export interface SettingsSwitchProps {
  label: string;
  hint: string;
  checked: boolean;
  busy: boolean;
  failureKey: string | null;
  onChange: (checked: boolean) => void;
}

/** An on/off setting saved as soon as it is flipped: a labelled switch, busy while saving, the failure beside it. */
export function SettingsSwitch({ label, hint, checked, busy, failureKey, onChange }: SettingsSwitchProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  return (
    <div className={formFieldStyles.field}>
      <div className={styles.switchRow}>
        <div className={formFieldStyles.field}>
          <span id={`${id}-label`} className={formFieldStyles.label}>
            {label}
          </span>
          <span id={`${id}-hint`} className={formFieldStyles.hint}>
            {hint}
          </span>
        </div>
        <button
          type="button"
          role="switch"
          className={styles.switch}
          aria-checked={checked}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          aria-busy={busy}
          disabled={busy}
          onClick={() => onChange(!checked)}
        />
      </div>
      {busy ? (
        <p role="status" className={formFieldStyles.hint}>
          {t('accountSettings.saving')}
        </p>
      ) : null}
      <SettingsAlert message={failureKey && t(failureKey)} />
    </div>
  );
}
