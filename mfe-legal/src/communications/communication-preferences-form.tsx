import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus, useMarketplaceApi } from '@marketplace/contracts/browser';
import { communicationPreferencesMutations, communicationPreferencesQueries } from '@marketplace/contracts/http';
import { buttonStyles, cardStyles, LoadError, VisuallyHidden } from '@marketplace/contracts/ui';
import { COMMUNICATION_CATEGORIES, type CommunicationCategories, type CommunicationPreferences } from '@marketplace/contracts/wire';
import styles from './communications.module.css';
import page from '../legal-kit/legal-page.module.css';

/** The signed-in person's choices: read, then edited in a form of its own so a failed save keeps the edits. */
export function CommunicationPreferencesForm() {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const { data, isPending, isError, refetch } = useQuery(communicationPreferencesQueries.detail(useMarketplaceApi()));
  if (isPending) {
    return (
      <div className={`${cardStyles.snugOnPhone} ${page.panel}`} aria-busy="true">
        <VisuallyHidden role="status">{t('communicationsPage.preferences.loading')}</VisuallyHidden>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={styles.skeletonRow} aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (isError) return <LoadError message={t('communicationsPage.preferences.loadError')} onRetry={() => void refetch()} />;
  return <PreferencesEditor stored={data} />;
}

function PreferencesEditor({ stored }: { stored: CommunicationPreferences }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const api = useMarketplaceApi();
  const id = useId();
  const [master, setMaster] = useState(stored.communications);
  const [categories, setCategories] = useState<CommunicationCategories>(stored.categories);
  const saveCategories = useMutation(communicationPreferencesMutations.save(api));
  const saveMaster = useMutation(communicationPreferencesMutations.setMaster(api));
  const busy = saveCategories.isPending || saveMaster.isPending;
  const failed = saveCategories.isError || saveMaster.isError;
  const changed = master !== stored.communications || COMMUNICATION_CATEGORIES.some((category) => categories[category] !== stored.categories[category]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !changed) return;
    saveCategories.reset();
    saveMaster.reset();
    try {
      // Categories first: switching the master on then sends what the person just chose, never the old choices.
      await saveCategories.mutateAsync({ categories });
      if (master !== stored.communications) await saveMaster.mutateAsync(master);
      marketplaceBus.emit('toast', { tone: 'success', message: t('communicationsPage.preferences.saved') });
    } catch {
      // Shown beside the form from the mutations' errors; the choices on screen stay as they are.
    }
  }

  return (
    <form className={`${cardStyles.snugOnPhone} ${page.panel}`} onSubmit={submit} aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className={styles.muted}>
        {t('communicationsPage.preferences.intro')}
      </p>
      {failed && (
        <p className={styles.failure} role="alert">
          {t('communicationsPage.preferences.saveFailed')}
        </p>
      )}
      <label className={styles.master}>
        <input
          type="checkbox"
          role="switch"
          aria-checked={master}
          checked={master}
          onChange={(event) => setMaster(event.target.checked)}
          aria-describedby={`${id}-master-hint`}
        />
        <span>
          <span className={styles.optionName}>{t('communicationsPage.preferences.master')}</span>
          <span id={`${id}-master-hint`} className={styles.optionHint}>
            {t('communicationsPage.preferences.masterHint')}
          </span>
        </span>
      </label>
      <fieldset className={styles.categories} disabled={!master}>
        <legend className={styles.legend}>{t('communicationsPage.preferences.categoriesLegend')}</legend>
        {!master && <p className={styles.muted}>{t('communicationsPage.preferences.masterOff')}</p>}
        {COMMUNICATION_CATEGORIES.map((category) => (
          <label key={category} className={styles.option}>
            <input
              type="checkbox"
              checked={categories[category]}
              onChange={(event) => setCategories((current) => ({ ...current, [category]: event.target.checked }))}
              aria-describedby={`${id}-${category}-hint`}
            />
            <span>
              <span className={styles.optionName}>{t(`communicationsPage.categories.${category}.name`)}</span>
              <span id={`${id}-${category}-hint`} className={styles.optionHint}>
                {t(`communicationsPage.categories.${category}.hint`)}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {/* Outside the master switch: these are sent whatever the choices, and the page says so. */}
      <div className={styles.option} data-locked="true">
        <input type="checkbox" checked disabled readOnly aria-describedby={`${id}-security-hint`} id={`${id}-security`} />
        <span>
          <label htmlFor={`${id}-security`} className={styles.optionName}>
            {t('communicationsPage.categories.security.name')}
          </label>
          <span id={`${id}-security-hint`} className={styles.optionHint}>
            {t('communicationsPage.categories.security.hint')}
          </span>
        </span>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} aria-disabled={busy || !changed || undefined}>
          {busy ? t('communicationsPage.preferences.saving') : t('communicationsPage.preferences.save')}
        </button>
      </div>
    </form>
  );
}
