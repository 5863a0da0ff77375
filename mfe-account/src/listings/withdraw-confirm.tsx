import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import type { OwnListing } from '@marketplace/contracts/wire';
import { ChangePanelFooter } from './change-panel-footer';
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
      <ChangePanelFooter
        note={t('listingsPage.withdraw.body')}
        progress={progress}
        busy={busy}
        confirmLabel={t('listingsPage.withdraw.confirm', { count: listings.length })}
        onConfirm={onConfirm}
        cancelLabel={t('listingsPage.withdraw.keep')}
        onCancel={onCancel}
      />
    </section>
  );
}
