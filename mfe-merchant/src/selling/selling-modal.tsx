import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { collectiblesKeys, collectiblesQueries } from '@marketplace/contracts/http';
import { marketplaceBus, type RemoteComponent, requestWalletSignature, useMarketplaceApi } from '@marketplace/contracts/browser';
import { CollectibleImage, LoadError, RarityBadge } from '@marketplace/contracts/ui';
import { CollectibleSaleActions, type SaleSubject } from './collectible-sale-actions';
import { leaveForWallet, useForgetKeptOnLeave } from './forget-kept-on-leave';
import styles from './selling.module.css';
import { type WalletSigner, WalletSignerContext } from './wallet-signer';

/**
 * The selling dialog's body, shown by the shell's modal queue for `selling:open` (from this remote's
 * `SellCollectibleButton` or from another remote's page): the collectible, then what its viewer may do
 * about its sale. The queue shows one modal at a time, so to sign the dialog makes way for the wallet's
 * prompt and asks to be shown again once the wallet has answered; what was typed is kept meanwhile.
 */
const SellingModal: RemoteComponent<'merchant', 'SellingModal'> = ({ collectibleId, merchantId, onClose }) => {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const api = useMarketplaceApi();
  const queryClient = useQueryClient();
  const detail = useQuery(collectiblesQueries.detail(api, collectibleId));
  useForgetKeptOnLeave(collectibleId);

  const signer = useMemo<WalletSigner>(
    () => async (message, purpose) => {
      leaveForWallet();
      onClose();
      try {
        return await requestWalletSignature(message, purpose);
      } finally {
        marketplaceBus.emit('selling:open', { collectibleId, merchantId });
      }
    },
    [collectibleId, merchantId, onClose],
  );

  const collectible = detail.data;
  const subject: SaleSubject | null = collectible
    ? {
        collectibleId,
        merchantId,
        ownerId: collectible.owner?.id ?? null,
        listing:
          collectible.listing?.kind === 'MARKET' && (collectible.listing.status === 'ACTIVE' || collectible.listing.status === 'RESERVED')
            ? { id: collectible.listing.id, price: collectible.listing.price, status: collectible.listing.status }
            : null,
      }
    : null;

  return (
    <div className={styles.stack}>
      <h2 className={styles.heading}>{t('selling.dialogHeading')}</h2>
      {detail.isPending && <div className={styles.skeleton} role="status" aria-label={t('selling.loading')} />}
      {detail.isError && <LoadError message={t('selling.loadError')} onRetry={() => void detail.refetch()} />}
      {detail.isSuccess && !collectible && <p className={styles.text}>{t('selling.failure.collectibleNotFound')}</p>}
      {collectible && subject && (
        <>
          <div className={styles.subject}>
            <CollectibleImage src={collectible.imageUrl} alt={collectible.name} sizes="4.5rem" eager />
            <div className={styles.subjectFacts}>
              <p className={styles.subjectName}>{collectible.name}</p>
              <RarityBadge rarity={collectible.rarity} />
            </div>
          </div>
          {subject.ownerId === null && <p className={styles.text}>{t('selling.failure.merchantHeld')}</p>}
          <WalletSignerContext.Provider value={signer}>
            <CollectibleSaleActions
              subject={subject}
              onStale={() => void queryClient.invalidateQueries({ queryKey: collectiblesKeys.detail(collectibleId) })}
              onFollow={onClose}
            />
          </WalletSignerContext.Provider>
        </>
      )}
    </div>
  );
};

export default SellingModal;
