import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { userSettingsMutations } from '@marketplace/contracts/http';
import { sessionUserAccess, useMarketplaceApi } from '@marketplace/contracts/browser';
import { antiphishingCodeUpdateSchema, type SelfUser } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import { SaveControls } from './save-controls';
import { SettingsSection } from './settings-section';
import { useSettingSave } from './use-setting-save';
import { formFieldStyles } from '@marketplace/contracts/ui';

const codeSchema = antiphishingCodeUpdateSchema.shape.antiphishingCode;

/** The antiphishing code every e-mail of ours shows, so a mail without it is known for a fake: `PUT /api/users/self/antiphishing-code`. */
export function AntiphishingSettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const id = useId();
  const [saved, setSaved] = useState(self.antiphishingCode ?? '');
  const [code, setCode] = useState(saved);
  const { save, busy, failureKey } = useSettingSave(userSettingsMutations.setAntiphishingCode(api), {
    savedMessage: 'accountSettings.antiphishing.saved',
    onSaved: (stored) => sessionUserAccess.patch({ antiphishingCode: stored }),
  });
  const valid = codeSchema.safeParse(code).success;
  const showInvalid = code !== '' && !valid;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid || code === saved) return;
    save({ antiphishingCode: code }, { onSuccess: setSaved });
  }

  return (
    <SettingsSection id="antiphishing" title={t('accountSettings.antiphishing.title')} description={t('accountSettings.antiphishing.description')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={formFieldStyles.field}>
          <label htmlFor={`${id}-code`} className={formFieldStyles.label}>
            {t('accountSettings.antiphishing.label')}
          </label>
          <input
            id={`${id}-code`}
            className={styles.input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            aria-invalid={showInvalid}
            aria-describedby={`${id}-code-hint`}
          />
          <p id={`${id}-code-hint`} className={showInvalid ? styles.error : formFieldStyles.hint}>
            {t(saved ? 'accountSettings.antiphishing.hintSet' : 'accountSettings.antiphishing.hintUnset')}
          </p>
        </div>
        <SaveControls busy={busy} disabled={!valid || code === saved} failureKey={failureKey} />
      </form>
    </SettingsSection>
  );
}
