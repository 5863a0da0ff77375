import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatGem, type ListingBulkResult } from '@marketplace/contracts/wire';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './listings.module.css';

export interface ChangeOutcomesProps {
  results: readonly ListingBulkResult[];
  /** The name of each listing's item, as it was when the change was asked (a refused listing of someone else's has none to answer). */
  names: ReadonlyMap<string, string>;
  onDismiss: () => void;
}

/** What one result says: the new price, withdrawn, or why it was left as it is (`listingsPage.outcomes.*`). */
function outcomeKey(result: ListingBulkResult): string {
  if (result.outcome === 'REPRICED') return 'listingsPage.outcomes.repriced';
  if (result.outcome === 'WITHDRAWN') return 'listingsPage.outcomes.withdrawn';
  if (result.status === 'SOLD') return 'listingsPage.outcomes.sold';
  if (result.status === 'RESERVED') return 'listingsPage.outcomes.reserved';
  if (result.status === 'CANCELLED') return 'listingsPage.outcomes.alreadyWithdrawn';
  return 'listingsPage.outcomes.notFound';
}

/**
 * How a change of several listings went, one line per listing: each change stood or fell alone, so a
 * listing that sold meanwhile is named with why it was left as it is, beside the ones that went through.
 * A status region that takes the focus when it appears, so the person hears it where they are.
 */
export const ChangeOutcomes = forwardRef<HTMLDivElement, ChangeOutcomesProps>(function ChangeOutcomes({ results, names, onDismiss }, ref) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const done = results.filter((result) => result.outcome !== 'REFUSED').length;
  return (
    <div ref={ref} className={styles.outcomes} role="status" tabIndex={-1} data-testid="listing-outcomes" data-refused={done < results.length || undefined}>
      <p className={styles.panelHeading}>{t('listingsPage.outcomes.summary', { count: results.length, done })}</p>
      <ul className={styles.outcomeList}>
        {results.map((result) => (
          <li key={result.listingId} data-outcome={result.outcome} data-testid="listing-outcome">
            {t(outcomeKey(result), {
              name: result.listing?.collectible.name ?? names.get(result.listingId) ?? t('listingsPage.outcomes.someListing'),
              price: result.listing ? formatGem(result.listing.price) : '',
            })}
          </li>
        ))}
      </ul>
      <button type="button" className={buttonStyles.secondary} onClick={onDismiss}>
        {t('listingsPage.outcomes.dismiss')}
      </button>
    </div>
  );
});
