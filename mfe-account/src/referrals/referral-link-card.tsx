import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { marketplaceBus } from '@marketplace/contracts/browser';
import { buttonStyles, cardStyles } from '@marketplace/contracts/ui';
import styles from './referrals.module.css';

interface ReferralLinkCardProps {
  link: string;
}

/** The person's referral link, to copy or hand to the device's share sheet (where the browser has one). */
export function ReferralLinkCard({ link }: ReferralLinkCardProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const fieldId = useId();
  const hintId = useId();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      marketplaceBus.emit('toast', { tone: 'success', message: t('referrals.link.copied') });
    } catch {
      // No clipboard (an insecure origin, a refused permission): the field is selected to copy by hand.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      marketplaceBus.emit('toast', { tone: 'error', message: t('referrals.link.copyFailed') });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: t('referrals.link.shareTitle'), text: t('referrals.link.shareText'), url: link });
    } catch {
      // Closing the share sheet rejects too: nothing to say.
    }
  };

  return (
    <section className={`${cardStyles.card} ${styles.linkCard}`} aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`} className={cardStyles.heading}>
        {t('referrals.link.heading')}
      </h2>
      <p id={hintId} className={styles.muted}>
        {t('referrals.link.hint')}
      </p>
      <label className={styles.fieldLabel} htmlFor={fieldId}>
        {t('referrals.link.label')}
      </label>
      <div className={styles.linkRow}>
        <input id={fieldId} className={styles.linkField} value={link} readOnly aria-describedby={hintId} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className={buttonStyles.primary} onClick={() => void copy()}>
          {t('referrals.link.copy')}
        </button>
        {canShare && (
          <button type="button" className={buttonStyles.secondary} onClick={() => void share()}>
            {t('referrals.link.share')}
          </button>
        )}
      </div>
    </section>
  );
}
