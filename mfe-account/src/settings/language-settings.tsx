import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { userSettingsMutations } from '@marketplace/contracts/http';
import { marketplaceBus, useMarketplaceApi } from '@marketplace/contracts/browser';
import { isLocale, SUPPORTED_LOCALES, type Locale, type SelfUser } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import { SaveControls } from './save-controls';
import { SettingsSection } from './settings-section';
import { useSettingSave } from './use-setting-save';
import { formFieldStyles } from '@marketplace/contracts/ui';

/** Each language named in itself ("日本語", "Deutsch"), so a person finds theirs whatever the page's language. */
export function languageName(locale: Locale): string {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
}

/** The preferred language (`PUT /api/users/self/locale`), applied to the site by the shell once kept, the URL prefix following. */
export function LanguageSettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const id = useId();
  const [saved, setSaved] = useState<Locale>(self.preferredLocale);
  const [choice, setChoice] = useState<Locale>(self.preferredLocale);
  const { save, busy, failureKey } = useSettingSave(userSettingsMutations.setLocale(api), {
    savedMessage: 'accountSettings.language.saved',
    // The shell applies it: the session user, the remembered-locale cookie, and the page under the new prefix.
    onSaved: (locale) => marketplaceBus.emit('locale:preferred', { locale }),
    toastLocale: (locale) => locale,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (choice === saved) return;
    save({ preferredLocale: choice }, { onSuccess: setSaved });
  }

  return (
    <SettingsSection id="language" title={t('accountSettings.language.title')} description={t('accountSettings.language.description')}>
      <form className={styles.form} onSubmit={submit}>
        <div className={formFieldStyles.field}>
          <label htmlFor={`${id}-locale`} className={formFieldStyles.label}>
            {t('accountSettings.language.label')}
          </label>
          <select
            id={`${id}-locale`}
            className={styles.input}
            value={choice}
            onChange={(event) => {
              if (isLocale(event.target.value)) setChoice(event.target.value);
            }}
          >
            {SUPPORTED_LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {languageName(option)}
              </option>
            ))}
          </select>
        </div>
        <SaveControls busy={busy} disabled={choice === saved} failureKey={failureKey} />
      </form>
    </SettingsSection>
  );
}
