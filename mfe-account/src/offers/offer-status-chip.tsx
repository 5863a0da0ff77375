import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { OfferStatus } from '@marketplace/contracts/wire';
import styles from './offers.module.css';

const STATUS_KEYS: Record<OfferStatus, string> = {
  OPEN: 'offersPage.status.open',
  ACCEPTED: 'offersPage.status.accepted',
  DECLINED: 'offersPage.status.declined',
  CANCELLED: 'offersPage.status.withdrawn',
};

/** An offer's status as a small labelled chip (its colour repeats the word, never replaces it). */
export function OfferStatusChip({ status }: { status: OfferStatus }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <span className={styles.chip} data-status={status}>
      {t(STATUS_KEYS[status])}
    </span>
  );
}
