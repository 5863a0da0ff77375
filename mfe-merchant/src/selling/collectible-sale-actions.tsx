import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { useIsLoggedIn, useSessionUser } from '@marketplace/contracts/browser';
import { ListingManager, listingKeys } from './listing-manager';
import { OfferForm } from './offer-form';
import { OffersReceived } from './offers-received';
import { SellForm, sellKeys } from './sell-form';
import styles from './selling.module.css';
import { SellingOutcome } from './selling-outcome';
import { SignInPrompt } from './sign-in-prompt';
import { useSellingAction } from './use-selling-action';
import { outcomeNoticeStyles } from '@marketplace/contracts/ui';

/** A collectible's sale as the panels need it: who owns it and its standing market listing, if any. */
export interface SaleSubject {
  collectibleId: string;
  merchantId: string;
  /** Null while the merchant holds it: the store sells it, nobody lists it or takes offers. */
  ownerId: string | null;
  listing: { id: string; price: string; status: 'ACTIVE' | 'RESERVED' } | null;
}

export interface CollectibleSaleActionsProps {
  subject: SaleSubject;
  /** A refusal said the collectible or its listing changed on the server: read them again. */
  onStale: () => void;
  /** The person follows a link out (the selling dialog closes). */
  onFollow?: () => void;
}

/**
 * What the viewer may do about a collectible's sale: its owner lists it (or changes the price of its
 * listing, or withdraws it) and answers the offers on it; anyone else signed in makes an offer or
 * withdraws theirs; a visitor is asked to sign in first.
 */
export function CollectibleSaleActions({ subject, onStale, onFollow }: CollectibleSaleActionsProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const { collectibleId, merchantId, ownerId, listing } = subject;
  const listed = useSellingAction(sellKeys(collectibleId).action);
  const withdrawn = useSellingAction(listingKeys(collectibleId).withdraw);
  const follow = onFollow ? { onFollow } : {};

  if (ownerId === null) return null;
  if (!loggedIn) return <SignInPrompt />;
  if (!user) return null;
  if (user.id !== ownerId) return <OfferForm collectibleId={collectibleId} />;

  return (
    <div className={styles.stack}>
      {listing?.status === 'ACTIVE' && (
        <>
          {listed.outcome?.tone === 'success' && <SellingOutcome action={{ progress: null, outcome: listed.outcome }} {...follow} />}
          <ListingManager listing={{ id: listing.id, collectibleId, price: listing.price }} onStale={onStale} />
        </>
      )}
      {listing?.status === 'RESERVED' && <p className={outcomeNoticeStyles.progress}>{t('selling.listing.reserved')}</p>}
      {listing === null && (
        <>
          {withdrawn.outcome?.tone === 'success' && <SellingOutcome action={{ progress: null, outcome: withdrawn.outcome }} />}
          <SellForm collectibleId={collectibleId} merchantId={merchantId} onStale={onStale} {...follow} />
        </>
      )}
      <OffersReceived collectibleId={collectibleId} onStale={onStale} />
    </div>
  );
}
