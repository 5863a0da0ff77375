import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { TwoFactorEnrolmentPayload } from '@marketplace/contracts/wire';
import { twoFactorMutations } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, outcomeNoticeStyles } from '@marketplace/contracts/ui';
import { TwoFactorDisableForm } from './two-factor-disable-form';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import { twoFactorRefusal } from './two-factor-refusal';
import styles from './security.module.css';

/**
 * Two-factor authentication: whether it is on, and the way to turn it on (enrolment with a QR code)
 * or off (with a code). The enrolment's secret stays in this component's state while it is shown.
 */
export function TwoFactorSettings({ on }: { on: boolean }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  const api = useMarketplaceApi();
  const start = useMutation(twoFactorMutations.startEnrolment(api));
  const [enrolment, setEnrolment] = useState<TwoFactorEnrolmentPayload | null>(null);
  const [startFailed, setStartFailed] = useState(false);

  const begin = async () => {
    if (start.isPending) return;
    setStartFailed(false);
    const answer = await start.mutateAsync().catch(() => null);
    if (twoFactorRefusal(answer) || !answer || !('secret' in answer)) return setStartFailed(true);
    setEnrolment(answer);
  };

  const close = () => {
    setEnrolment(null);
    start.reset();
  };

  return (
    <section className={styles.part} aria-labelledby={headingId} data-testid="two-factor-settings">
      <div className={styles.cardHeader}>
        <h3 id={headingId} className={styles.partHeading}>
          {t('security.twoFactor.heading')}
        </h3>
        <span className={styles.status} data-on={on}>
          {t(on ? 'security.twoFactor.stateOn' : 'security.twoFactor.stateOff')}
        </span>
      </div>
      <p className={styles.text}>{t(on ? 'security.twoFactor.explainOn' : 'security.twoFactor.explainOff')}</p>
      {on ? (
        <TwoFactorDisableForm />
      ) : enrolment ? (
        <TwoFactorEnrolment enrolment={enrolment} onDone={close} onCancel={close} />
      ) : (
        <>
          {startFailed ? (
            <div className={`${outcomeNoticeStyles.error} ${styles.outcome}`} role="alert">
              <p>{t('security.twoFactor.startFailed')}</p>
            </div>
          ) : null}
          <div className={styles.actions}>
            <button type="button" className={buttonStyles.primary} aria-disabled={start.isPending} onClick={() => void begin()}>
              {t('security.twoFactor.turnOn')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
