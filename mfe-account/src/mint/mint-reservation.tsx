import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { MintStatus } from '@marketplace/contracts/wire';
import { formatCountdown } from './reservation-countdown';
import styles from './mint-checkout.module.css';

interface MintReservationProps {
  /** The status to show: EXPIRED once a RESERVED mint's time has run out here, before the server says so. */
  status: MintStatus;
  expiresAt: string;
  secondsLeft: number;
}

function formatExpiry(expiresAt: string, language: string): string {
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(expiresAt));
  } catch {
    // A language tag Intl does not know: the time still matters more than its local spelling.
    return new Date(expiresAt).toLocaleString();
  }
}

/** Where the mint stands, and while it is reserved, until when (with the time left). */
export function MintReservation({ status, expiresAt, secondsLeft }: MintReservationProps) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);

  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('mint.statusLabel')}</dt>
        <dd>
          <span className={`${styles.status} ${styles[`status-${status}`]}`}>{t(`mint.status.${status}`)}</span>
        </dd>
      </div>
      {status === 'RESERVED' ? (
        <div className={styles.fact}>
          <dt>{t('mint.reservedUntil')}</dt>
          <dd>
            <time dateTime={expiresAt}>{formatExpiry(expiresAt, i18n.language)}</time>
            <span className={styles.countdown}>{t('mint.timeLeft', { time: formatCountdown(secondsLeft) })}</span>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
