import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { KycStep, KycVerification } from '@marketplace/contracts/wire';
import styles from './kyc.module.css';

/** The steps of the verification in order, each with where it stands; the next one is marked current. */
export function KycStepsList({ verification, next }: { verification: KycVerification; next: KycStep | null }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <ol className={styles.steps} aria-label={t('kyc.steps.label')}>
      {verification.steps.map(({ step, status }, index) => {
        const state = status === 'DONE' ? 'done' : step === next ? 'current' : 'waiting';
        return (
          <li key={step} className={styles.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepName}>{t(`kyc.step.${step}.name`)}</span>
              <span className={styles.stepHint}>{t(`kyc.step.${step}.hint`)}</span>
            </span>
            <span className={styles.stepStatus}>{t(`kyc.stepStatus.${state}`)}</span>
          </li>
        );
      })}
    </ol>
  );
}
