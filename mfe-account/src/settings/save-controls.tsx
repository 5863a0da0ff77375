import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './account-settings.module.css';
import { SettingsAlert } from './settings-alert';

export interface SaveControlsProps {
  busy: boolean;
  /** Nothing to save yet, or what is typed cannot be saved. */
  disabled?: boolean;
  failureKey: string | null;
  /** The button's label; "Save" by default. */
  label?: string;
}

/** A section's submit button (disabled and busy while saving) with the reason a save failed beside it. */
export function SaveControls({ busy, disabled = false, failureKey, label }: SaveControlsProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={styles.actions}>
      <button type="submit" className={buttonStyles.primary} disabled={busy || disabled} aria-busy={busy}>
        {busy ? t('accountSettings.saving') : (label ?? t('accountSettings.save'))}
      </button>
      <SettingsAlert message={failureKey && t(failureKey)} />
    </div>
  );
}
