import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { InfluencerApplication } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { INFLUENCER_TERMS } from './programme-terms';
import styles from './influencer.module.css';
import { cardStyles } from '@marketplace/contracts/ui';

/** Where an application stands, and what happens next: after sending, and for a signed-in applicant later. */
export function ApplicationStatus({ application, justSent }: { application: InfluencerApplication; justSent: boolean }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const sent = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(application.createdTime));
  return (
    <section
      className={`${cardStyles.card} ${styles.statusCard}`}
      role={justSent ? 'status' : undefined}
      aria-labelledby="influencer-status-heading"
      data-application-status={application.status}
    >
      <h2 id="influencer-status-heading" className={styles.cardHeading}>
        {justSent ? t('influencer.status.thanks') : t('influencer.status.heading')}
      </h2>
      <p className={styles.statusLine}>
        <span className={styles.statusBadge}>{t(`influencer.status.${application.status}`)}</span>
        <span className={styles.muted}>{t('influencer.status.sentOn', { date: sent })}</span>
      </p>
      <p className={styles.channel}>{application.channelUrl}</p>
      <p className={styles.nextStep}>{t(`influencer.status.next.${application.status}`, { days: INFLUENCER_TERMS.answerWithinDays })}</p>
    </section>
  );
}
