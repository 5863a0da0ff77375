import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { InfluencerApplication } from '@marketplace/contracts/wire';
import { influencerQueries } from '@marketplace/contracts/http';
import { useIsLoggedIn, useMarketplaceApi } from '@marketplace/contracts/browser';
import { ApplicationForm } from './application-form';
import { ApplicationStatus } from './application-status';
import { ProgrammeOverview } from './programme-overview';
import styles from './influencer.module.css';

/**
 * `/influencer-program`: the programme, then the way in — the form for a visitor or a person who has not
 * applied, and where their application stands for one who has.
 */
export function InfluencerProgramme() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const signedIn = useIsLoggedIn();
  const [sent, setSent] = useState<InfluencerApplication | null>(null);
  const mine = useQuery({ ...influencerQueries.mine(api), enabled: signedIn });
  const application = sent ?? (signedIn ? mine.data : null);

  return (
    <div className={styles.page}>
      <ProgrammeOverview />
      <div id="apply" className={styles.applySlot}>
        {application ? (
          <ApplicationStatus application={application} justSent={sent !== null} />
        ) : signedIn && mine.isPending ? (
          <p className={styles.muted} role="status">
            {t('influencer.status.checking')}
          </p>
        ) : (
          <ApplicationForm onApplied={setSent} />
        )}
      </div>
    </div>
  );
}
