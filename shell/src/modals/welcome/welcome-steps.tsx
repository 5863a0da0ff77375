import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalBodyProps } from '../../modal-queue/modal-registry';
import { modalDefinitionOf } from '../../modal-queue/modal-registry';
import type { WelcomeStep } from '../../modal-queue/modal-request';
import styles from './welcome-steps.module.css';

/** The short name of each step in the welcome's progress. */
const STEP_NAMES: Record<WelcomeStep['kind'], string> = {
  terms: 'welcome.steps.terms',
  'wallet-create': 'welcome.steps.wallet',
  consent: 'welcome.steps.consent',
};

/**
 * The welcome's body: where the person is ("Step 1 of 2", and the steps by name), then the step on screen,
 * drawn by its own kind's body. Answering that body (its `onClose`) is the dialog's close, which moves on.
 */
export function WelcomeSteps({ request, onClose }: ModalBodyProps<'welcome'>) {
  const { t } = useTranslation();
  const { steps, step } = request;
  const shown = steps[step];
  if (!shown) return null;
  const { Body } = modalDefinitionOf(shown);
  return (
    <div className={styles.welcome} data-welcome-step={shown.kind}>
      <div className={styles.progress}>
        {/* Said again when the step changes; focus moves to the new step's heading meanwhile (modal-dialog). */}
        <p className={styles.count} aria-live="polite">
          {t('welcome.progress', { step: step + 1, total: steps.length })}
        </p>
        <ol className={styles.steps}>
          {steps.map((each, index) => (
            <li
              key={each.kind}
              className={index < step ? styles.done : index === step ? styles.current : undefined}
              aria-current={index === step ? 'step' : undefined}
            >
              {t(STEP_NAMES[each.kind])}
            </li>
          ))}
        </ol>
      </div>
      {/* A step whose body is a remote's arrives on its own; the progress above stays while it does. */}
      <Suspense fallback={<div className={styles.pending} role="status" aria-busy="true" />}>
        <Body request={shown} onClose={onClose} />
      </Suspense>
    </div>
  );
}
