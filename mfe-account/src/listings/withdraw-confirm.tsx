import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { OwnListing } from '@marketplace/contracts/wire';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './listings.module.css';

export interface WithdrawConfirmProps {
  listings: readonly OwnListing[];
  busy: boolean;
  progress: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The person's word before the chosen listings leave the market: which ones, and that they can list them again. No signature: a withdrawal sells nothing. */
export function WithdrawConfirm({ listings, busy, progress, onConfirm, onCancel }: WithdrawConfirmProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 className={styles.panelHeading} id={headingId}>
        {t('listingsPage.withdraw.heading', { count: listings.length })}
      </h2>
      <ul className={styles.names}>
        {listings.map((listing) => (
          <li key={listing.id}>{listing.collectible.name}</li>
        ))}
      </ul>
      <p className={styles.muted}>{t('listingsPage.withdraw.body')}</p>
      {progress && (
        <p className={styles.progress} role="status">
          {progress}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} disabled={busy} onClick={onConfirm}>
          {t('listingsPage.withdraw.confirm', { count: listings.length })}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
          {t('listingsPage.withdraw.keep')}
        </button>
      </div>
    </section>
  );
}
