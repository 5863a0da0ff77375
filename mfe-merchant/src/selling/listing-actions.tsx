import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import type { MarketListing } from '@marketplace/contracts/wire';
import { marketKeys } from '@marketplace/contracts/http';
import { useSessionUser } from '@marketplace/contracts/browser';
import { CollectibleSaleActions } from './collectible-sale-actions';
import { useForgetKeptOnLeave } from './forget-kept-on-leave';
import { offersKeys } from './offers-received';
import panelStyles from '../side-panel/side-panel.module.css';
import styles from './selling.module.css';
import { SellingOutcome } from './selling-outcome';
import { useSellingAction } from './use-selling-action';

/**
 * On a market listing's page, what the viewer may do besides buying it: the seller changes its price
 * or withdraws it and answers the offers on it; anyone else signed in makes an offer; a visitor is
 * asked to sign in. A listing that no longer stands says so to its seller and offers nothing.
 */
export function ListingActions({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const collectibleId = listing.collectible.id;
  useForgetKeptOnLeave(collectibleId);
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: marketKeys.listing(listing.merchantId, listing.id) });
  // Accepting an offer withdraws the listing: the seller reads what they just did, not "withdrawn".
  const answeredOffer = useSellingAction(offersKeys(collectibleId).action);

  if (listing.status === 'SOLD' || listing.status === 'CANCELLED') {
    if (user?.id !== listing.seller.id) return null;
    return (
      <section className={panelStyles.panel} aria-label={t('selling.listing.heading')}>
        {answeredOffer.outcome?.tone === 'success' ? (
          <SellingOutcome action={{ progress: null, outcome: answeredOffer.outcome }} />
        ) : (
          <p className={styles.text}>{t(listing.status === 'SOLD' ? 'selling.listing.soldState' : 'selling.listing.withdrawnState')}</p>
        )}
      </section>
    );
  }

  return (
    <section className={panelStyles.panel} aria-label={t('selling.panelLabel')}>
      <CollectibleSaleActions
        subject={{
          collectibleId,
          merchantId: listing.merchantId,
          ownerId: listing.seller.id,
          listing: { id: listing.id, price: listing.price, status: listing.status },
        }}
        onStale={readAgain}
      />
    </section>
  );
}
