import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { kycQueries } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { cardStyles, LoadError } from '@marketplace/contracts/ui';
import { KycStepsList } from './kyc-steps-list';
import { LocalKycProvider } from './local-kyc-provider';
import { nextKycStep } from './next-kyc-step';
import styles from './kyc.module.css';

/**
 * `/user-portal/kyc`: where the person's identity verification stands, overall and step by step. Where
 * no provider runs (the development switch off) the page says verification is not available here.
 */
export function KycSection() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const status = useQuery(kycQueries.status(api));

  if (status.isPending) return <KycSkeleton />;
  if (status.isError) return <LoadError message={t('kyc.loadError')} onRetry={() => void status.refetch()} />;
  const verification = status.data;
  if (!verification.available) {
    return (
      <section className={`${cardStyles.card} ${styles.card}`} data-kyc-status="unavailable">
        <h2 className={cardStyles.heading}>{t('kyc.unavailable.heading')}</h2>
        <p className={styles.muted}>{t('kyc.unavailable.body')}</p>
      </section>
    );
  }
  const next = nextKycStep(verification);
  return (
    <div className={styles.section}>
      <section className={`${cardStyles.card} ${styles.card}`} aria-labelledby="kyc-status-heading">
        <div className={styles.statusRow}>
          <h2 id="kyc-status-heading" className={cardStyles.heading}>
            {t('kyc.status.heading')}
          </h2>
          <p className={styles.statusBadge} data-kyc-status={verification.status}>
            {t(`kyc.status.${verification.status}`)}
          </p>
        </div>
        <p className={styles.muted}>{t(`kyc.statusHint.${verification.status}`)}</p>
        {verification.updatedTime && (
          <p className={styles.muted}>
            {t('kyc.status.updated', {
              date: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(verification.updatedTime)),
            })}
          </p>
        )}
        <KycStepsList verification={verification} next={next} />
      </section>
      <LocalKycProvider next={next} />
    </div>
  );
}

function KycSkeleton() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <div className={`${cardStyles.card} ${styles.card}`} role="status" aria-label={t('kyc.loading')}>
      <span className={styles.skeletonLine} />
      <ol className={styles.steps} aria-hidden="true">
        {[1, 2, 3, 4].map((index) => (
          <li key={index} className={styles.step}>
            <span className={styles.stepNumber} />
            <span className={styles.skeletonLine} />
          </li>
        ))}
      </ol>
    </div>
  );
}
