import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { buildOfferAcceptanceMessage, formatGem, type OfferGroup, type OfferRecord, type RecordList } from '@marketplace/contracts/wire';
import { offersKeys, offersMutations, type OfferListQuery } from '@marketplace/contracts/http';
import { marketplaceBus, NoWalletToSignError, requestWalletSignature, sessionStore, useMarketplaceApi } from '@marketplace/contracts/browser';
import { offerFailureKey } from './offer-failure';
import { type OfferOutcome, withOfferClosed } from './offer-list-changes';

/** What an offer act is waiting for: the person in their wallet, or the server. */
export type OfferActivity = { offerId: string; step: 'signing' | 'sending' } | null;

/**
 * Accept, decline and withdraw on the offers page listed by `query`. Each takes the offer out of the
 * open ones at once (after the wallet has signed, for an acceptance: the person may still say no there),
 * puts it back if the server refuses, and says how it ended in a toast. On success the offer calls'
 * own invalidation reads the offers, collections, the market, the balance and transactions again.
 */
export function useOfferActions(query: OfferListQuery) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const api = useMarketplaceApi();
  const client = useQueryClient();
  const accept = useMutation(offersMutations.accept(api));
  const decline = useMutation(offersMutations.decline(api));
  const withdraw = useMutation(offersMutations.withdraw(api));
  const [activity, setActivity] = useState<OfferActivity>(null);
  const key = offersKeys.page(query);

  async function settle(offer: OfferRecord, outcome: OfferOutcome, send: () => Promise<unknown>, success: string): Promise<boolean> {
    setActivity({ offerId: offer.id, step: 'sending' });
    await client.cancelQueries({ queryKey: key });
    const before = client.getQueryData<RecordList<OfferGroup>>(key);
    client.setQueryData(key, withOfferClosed(before, offer.id, outcome));
    try {
      await send();
      marketplaceBus.emit('toast', { tone: 'success', message: success });
      return true;
    } catch (error) {
      client.setQueryData(key, before);
      tell(error);
      // The offer may have changed on the server (closed, the item being bought): show it as it is.
      void client.invalidateQueries({ queryKey: offersKeys.all });
      return false;
    } finally {
      setActivity(null);
    }
  }

  function tell(error: unknown) {
    const messageKey = offerFailureKey(error);
    if (messageKey) marketplaceBus.emit('toast', { tone: 'error', message: t(messageKey) });
  }

  return {
    activity,
    busy: activity !== null,
    /** The owner accepts: their wallet signs the acceptance (the collectible leaves them), then the server is told. */
    async accept(offer: OfferRecord, group: OfferGroup, bidderName: string): Promise<boolean> {
      if (activity) return false;
      let signature: string;
      try {
        const sellerAddress = sessionStore.getState().user?.walletAddress;
        if (!sellerAddress) throw new NoWalletToSignError();
        setActivity({ offerId: offer.id, step: 'signing' });
        const message = buildOfferAcceptanceMessage({ offerId: offer.id, collectibleId: group.collectible.id, price: offer.price, sellerAddress });
        ({ signature } = await requestWalletSignature(message, 'offerAcceptance'));
      } catch (error) {
        setActivity(null);
        tell(error);
        return false;
      }
      const done = await settle(
        offer,
        'ACCEPTED',
        () => accept.mutateAsync({ offerId: offer.id, acceptance: { signature } }),
        t('offersPage.toast.accepted', { name: bidderName, item: group.collectible.name, price: formatGem(offer.price) }),
      );
      if (done) marketplaceBus.emit('wallet:balance-changed', { reason: 'offer-accepted' });
      return done;
    },
    /** The owner declines: no signature; the bidder is notified. */
    decline: (offer: OfferRecord, group: OfferGroup, bidderName: string) =>
      activity
        ? Promise.resolve(false)
        : settle(offer, 'DECLINED', () => decline.mutateAsync(offer.id), t('offersPage.toast.declined', { name: bidderName, item: group.collectible.name })),
    /** The bidder withdraws their open offer. */
    withdraw: (offer: OfferRecord, group: OfferGroup) =>
      activity
        ? Promise.resolve(false)
        : settle(
            offer,
            'CANCELLED',
            () => withdraw.mutateAsync(offer.id),
            t('offersPage.toast.withdrawn', { item: group.collectible.name, price: formatGem(offer.price) }),
          ),
  };
}

export type OfferActions = ReturnType<typeof useOfferActions>;
