import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { CheckoutActivity, CheckoutOutcome as Outcome } from './use-checkout-actions';
import { outcomeNoticeStyles } from '@marketplace/contracts/ui';

interface CheckoutOutcomeProps {
  activity: CheckoutActivity;
  outcome: Outcome | null;
  /** Focused on success: the buttons that had focus are gone by then. */
  successRef: Ref<HTMLParagraphElement>;
}

/**
 * What the checkout is doing and how it ended, in live regions that are always on the page (so screen
 * readers announce what appears in them): progress and success politely, failures at once.
 */
export function CheckoutOutcome({ activity, outcome, successRef }: CheckoutOutcomeProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);

  return (
    <>
      <div role="status" aria-live="polite">
        {activity === 'idle' ? null : <p className={outcomeNoticeStyles.progress}>{t(`mint.progress.${activity}`)}</p>}
        {outcome?.tone === 'success' ? (
          <p ref={successRef} tabIndex={-1} className={outcomeNoticeStyles.success}>
            {t(outcome.messageKey)}
          </p>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive">
        {outcome?.tone === 'error' ? <p className={outcomeNoticeStyles.error}>{t(outcome.messageKey)}</p> : null}
      </div>
    </>
  );
}
