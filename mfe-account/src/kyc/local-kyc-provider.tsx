import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { KycStep } from '@marketplace/contracts/wire';
import { kycMutations } from '@marketplace/contracts/http';
import { marketplaceBus, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles } from '@marketplace/contracts/ui';
import styles from './kyc.module.css';

/**
 * The local stand-in for a verification provider, present only with the development switch: it checks
 * nothing and says so, and completes the next step when asked, so the page can be walked end to end.
 */
export function LocalKycProvider({ next }: { next: KycStep | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const complete = useMutation(kycMutations.completeStep(api));
  const completeNext = (step: KycStep) =>
    complete.mutate(step, {
      onSuccess: (verification) => {
        const message = verification.status === 'VERIFIED' ? t('kyc.local.verified') : t('kyc.local.stepDone', { step: t(`kyc.step.${step}.name`) });
        marketplaceBus.emit('toast', { tone: 'success', message });
      },
      onError: () => marketplaceBus.emit('toast', { tone: 'error', message: t('kyc.local.failed') }),
    });
  return (
    <section className={`${cardStyles.card} ${styles.localProvider}`} aria-labelledby="kyc-local-heading" data-provider="local">
      <p className={styles.localBadge}>{t('kyc.local.badge')}</p>
      <h2 id="kyc-local-heading" className={cardStyles.heading}>
        {t('kyc.local.heading')}
      </h2>
      <p className={styles.muted}>{t('kyc.local.explanation')}</p>
      {next ? (
        <button type="button" className={buttonStyles.primary} disabled={complete.isPending} onClick={() => completeNext(next)}>
          {complete.isPending ? t('kyc.local.working') : t('kyc.local.complete', { step: t(`kyc.step.${next}.name`) })}
        </button>
      ) : (
        <p className={styles.muted}>{t('kyc.local.nothingLeft')}</p>
      )}
    </section>
  );
}
