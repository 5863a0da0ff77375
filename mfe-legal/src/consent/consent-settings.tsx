import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import Cookies from 'js-cookie';
import { type ConsentChoice, marketplaceBus, saveConsent, useConsent } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles, ConsentCategories } from '@marketplace/contracts/ui';
import styles from './consent-settings.module.css';

/**
 * The cookie policy's settings: what the visitor chose (in the shell's banner or here), and a change of
 * it. Saving writes the same 365-day cookie the banner does and tells the page at once
 * (`consent:changed`), so the shell starts or stops analytics without a reload.
 */
export function ConsentSettings() {
  const consent = useConsent(Cookies);
  // A choice made elsewhere meanwhile (the banner still open on this page) starts the form afresh.
  return <ConsentSettingsForm key={consent ? String(consent.analytics) : 'undecided'} consent={consent} />;
}

function ConsentSettingsForm({ consent }: { consent: ConsentChoice | null }) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const headingId = useId();
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false);

  const status = !consent ? t('consent.statusUndecided') : consent.analytics ? t('consent.statusAllowed') : t('consent.statusRefused');

  return (
    <section className={`${cardStyles.card} ${styles.panel}`} aria-labelledby={headingId} data-consent-settings>
      <h2 id={headingId} className={cardStyles.heading}>
        {t('consent.settingsHeading')}
      </h2>
      <p className={`${cardStyles.intro} ${styles.intro}`}>{t('consent.settingsIntro')}</p>
      <p className={styles.status} role="status" data-consent-status={consent ? String(consent.analytics) : 'undecided'}>
        {status}
      </p>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          saveConsent(Cookies, { analytics });
          marketplaceBus.emit('toast', { tone: 'success', message: t('consent.saved') });
        }}
      >
        <ConsentCategories analytics={analytics} onAnalyticsChange={setAnalytics} />
        <div>
          <button type="submit" className={buttonStyles.primary}>
            {t('consent.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
