import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation } from 'react-router';
import { marketplaceBus, signInPath, useIsLoggedIn, useLocalizedPath, useSessionUser } from '@marketplace/contracts/browser';
import type { CollectibleDetail } from '@marketplace/contracts/wire';
import { buttonStyles } from '@marketplace/contracts/ui';
import { collectiblePaths } from './collectible-paths';
import styles from './collectible.module.css';

/**
 * What the viewer may do about a collectible: its owner lists it, changes its listing and answers its
 * offers; anyone else signed in makes an offer; a visitor signs in first; store stock is bought in the
 * store. Selling and offers are the merchant remote's dialog, opened through the bus.
 */
export function CollectibleActions({ collectible }: { collectible: CollectibleDetail }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const viewerId = useSessionUser()?.id ?? null;
  const localized = useLocalizedPath();
  const { pathname, search } = useLocation();
  const { id, merchantId, ownerId, listing, offers } = collectible;
  const openSelling = () => marketplaceBus.emit('selling:open', { collectibleId: id, merchantId });

  if (ownerId === null) {
    if (listing?.kind !== 'STORE' || listing.status !== 'ACTIVE') return null;
    return (
      <div className={styles.actions}>
        <Link className={buttonStyles.primary} to={localized(collectiblePaths.storeItem(merchantId, listing.id))}>
          {t('collectible.actions.buyInStore')}
        </Link>
      </div>
    );
  }
  if (!loggedIn) {
    return (
      <div className={styles.actions}>
        <Link className={buttonStyles.primary} to={signInPath(localized, `${pathname}${search}`)}>
          {t('collectible.actions.signInToOffer')}
        </Link>
      </div>
    );
  }
  if (viewerId !== ownerId) {
    return (
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} onClick={openSelling}>
          {t('collectible.actions.makeOffer')}
        </button>
      </div>
    );
  }
  const listed = listing?.kind === 'MARKET' && listing.status === 'ACTIVE';
  return (
    <div className={styles.actions}>
      {listing?.status !== 'RESERVED' && (
        <button type="button" className={buttonStyles.primary} onClick={openSelling}>
          {listed ? t('collectible.actions.changeListing') : t('collectible.actions.list')}
        </button>
      )}
      <button type="button" className={buttonStyles.secondary} onClick={openSelling}>
        {t('collectible.actions.offers', { count: offers.open })}
      </button>
    </div>
  );
}
