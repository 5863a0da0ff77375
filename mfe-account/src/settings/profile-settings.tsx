import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { userSettingsMutations } from '@marketplace/contracts/http';
import { sessionUserAccess, useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { nextUsernameChangeTime, type SelfUser, USERNAME_CHANGE_INTERVAL_DAYS } from '@marketplace/contracts/wire';
import styles from './account-settings.module.css';
import { nameMaySubmit } from './name-availability';
import { SaveControls } from './save-controls';
import { SettingsSection } from './settings-section';
import { useNameAvailability } from './use-name-availability';
import { useSettingSave } from './use-setting-save';
import { formFieldStyles } from '@marketplace/contracts/ui';

/** The server's limit on a tagline (`usernameUpdateSchema`). */
export const TAGLINE_MAX_LENGTH = 80;

const AVAILABILITY_MESSAGES = {
  unchanged: 'accountSettings.profile.nameYours',
  invalid: 'accountSettings.profile.nameInvalid',
  checking: 'accountSettings.profile.nameChecking',
  available: 'accountSettings.profile.nameAvailable',
  taken: 'accountSettings.profile.nameTaken',
  unknown: 'accountSettings.profile.nameUnknown',
} as const;

/** The later of two change times: the one this form just saved, or the one the server answers when read again. */
function latestChange(a: string | null, b: string | null): string | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * Display name (checked live) and tagline: `PUT /api/users/self/username`. The name changes once every
 * `USERNAME_CHANGE_INTERVAL_DAYS` days (the first one is free): until then its field is disabled and
 * says when, while the tagline stays editable.
 */
export function ProfileSettings({ self }: { self: SelfUser }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const id = useId();
  const [saved, setSaved] = useState({ displayName: self.displayName ?? '', tagline: self.tagline ?? '', usernameUpdateTime: self.usernameUpdateTime });
  const [displayName, setDisplayName] = useState(saved.displayName);
  const [tagline, setTagline] = useState(saved.tagline);
  const availability = useNameAvailability(displayName, { id: self.id, username: self.username });
  const { save, busy, failureKey } = useSettingSave(userSettingsMutations.setUsername(api), {
    savedMessage: 'accountSettings.profile.saved',
    conflictKey: 'accountSettings.profile.nameTakenOnSave',
    tooManyKey: 'accountSettings.profile.nameTooSoon',
    onSaved: (stored) => sessionUserAccess.patch(stored),
  });

  // The server's time when it is newer: a 429 (a change made elsewhere) reads the user again.
  const lastChange = latestChange(saved.usernameUpdateTime, self.usernameUpdateTime);
  const nextChange = nextUsernameChangeTime(lastChange);
  const nameLocked = nextChange !== null;
  // While the name cannot change, the field shows (and a tagline save sends) the name the account has now.
  const currentName = lastChange === saved.usernameUpdateTime ? saved.displayName : (self.displayName ?? saved.displayName);
  const nameShown = nameLocked ? currentName : displayName;
  const changed = nameShown.trim() !== saved.displayName || tagline.trim() !== saved.tagline;
  const blank = nameShown.trim() === '';
  const submittable = changed && !blank && (nameLocked || nameMaySubmit(availability));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!submittable) return;
    const trimmedTagline = tagline.trim();
    save(
      { displayName: nameShown.trim(), tagline: trimmedTagline === '' ? null : trimmedTagline },
      { onSuccess: (stored) => setSaved({ displayName: stored.displayName, tagline: stored.tagline ?? '', usernameUpdateTime: stored.usernameUpdateTime }) },
    );
  }

  const longTime = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' });
  const nameRule = nextChange
    ? t('accountSettings.profile.nameRuleWait', { date: longTime.format(nextChange), days: USERNAME_CHANGE_INTERVAL_DAYS })
    : lastChange
      ? t('accountSettings.profile.nameRuleChanged', { time: longTime.format(new Date(lastChange)), days: USERNAME_CHANGE_INTERVAL_DAYS })
      : t('accountSettings.profile.nameRuleAnyTime', { days: USERNAME_CHANGE_INTERVAL_DAYS });
  const showAvailability = !nameLocked && !blank && (availability !== 'unchanged' || changed);

  return (
    <SettingsSection id="profile" title={t('accountSettings.profile.title')} description={t('accountSettings.profile.description')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={formFieldStyles.field}>
          <label htmlFor={`${id}-name`} className={formFieldStyles.label}>
            {t('accountSettings.profile.nameLabel')}
          </label>
          <input
            id={`${id}-name`}
            className={styles.input}
            value={nameShown}
            onChange={(event) => setDisplayName(event.target.value)}
            disabled={nameLocked}
            autoComplete="username"
            spellCheck={false}
            maxLength={20}
            aria-describedby={`${id}-name-status ${id}-name-hint`}
            aria-invalid={showAvailability && (availability === 'invalid' || availability === 'taken')}
          />
          <p id={`${id}-name-status`} className={styles.availability} data-state={availability} aria-live="polite">
            {showAvailability ? t(AVAILABILITY_MESSAGES[availability], { name: displayName.trim() }) : ''}
          </p>
          <p id={`${id}-name-hint`} className={formFieldStyles.hint}>
            {nameRule}
          </p>
        </div>
        <div className={formFieldStyles.field}>
          <label htmlFor={`${id}-tagline`} className={formFieldStyles.label}>
            {t('accountSettings.profile.taglineLabel')}
          </label>
          <textarea
            id={`${id}-tagline`}
            className={styles.input}
            value={tagline}
            onChange={(event) => setTagline(event.target.value)}
            maxLength={TAGLINE_MAX_LENGTH}
            rows={2}
            aria-describedby={`${id}-tagline-count`}
          />
          <div className={styles.fieldFooter}>
            <span>{t('accountSettings.profile.taglineHint')}</span>
            <span id={`${id}-tagline-count`}>
              {t('accountSettings.profile.taglineCount', {
                used: new Intl.NumberFormat(locale).format(tagline.length),
                max: new Intl.NumberFormat(locale).format(TAGLINE_MAX_LENGTH),
              })}
            </span>
          </div>
        </div>
        <SaveControls busy={busy} disabled={!submittable} failureKey={failureKey} />
      </form>
    </SettingsSection>
  );
}
