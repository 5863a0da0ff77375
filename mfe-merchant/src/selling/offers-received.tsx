import { useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { buildOfferAcceptanceMessage, formatGem, type OfferRecord, weiOfGem } from '@marketplace/contracts/wire';
import { offersMutations, offersQueries } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles, GemPrice, LoadError } from '@marketplace/contracts/ui';
import { ConfirmStep } from './confirm-step';
import { useKeptState } from './kept-state';
import { usePeopleNames } from './offer-people';
import styles from './selling.module.css';
import { SellingOutcome } from './selling-outcome';
import { useSellingAction } from './use-selling-action';

/** The open offers, the best first. */
function openOffersBestFirst(offers: readonly OfferRecord[]): OfferRecord[] {
  const wei = (offer: OfferRecord) => weiOfGem(offer.price) ?? 0n;
  return offers.filter((offer) => offer.status === 'OPEN').sort((a, b) => (wei(b) > wei(a) ? 1 : wei(b) < wei(a) ? -1 : 0));
}

/** Keys of the kept state of the offers a collectible's owner answers. */
export const offersKeys = (collectibleId: string) => ({ action: `${collectibleId}:offers`, confirming: `${collectibleId}:offers:confirming` });

/**
 * The open offers on the owner's collectible, the best first, each with who made it and when:
 * accepting one (after a confirmation that says what happens) is signed by the owner's wallet, since
 * the collectible leaves them; declining needs no signature.
 */
export function OffersReceived({ collectibleId, onStale }: { collectibleId: string; onStale: () => void }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const headingId = useId();
  const offers = useQuery(offersQueries.list(api, { agent: 'SELLER', collectibleId }));
  const accept = useMutation(offersMutations.accept(api));
  const decline = useMutation(offersMutations.decline(api));
  const keys = offersKeys(collectibleId);
  const action = useSellingAction(keys.action);
  const [confirming, setConfirming] = useKeptState<string | null>(keys.confirming, null);
  const open = openOffersBestFirst(offers.data?.records.find((group) => group.collectible.id === collectibleId)?.offers ?? []);
  const nameOf = usePeopleNames(open.map((offer) => offer.bidderId));
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  async function acceptOffer(offer: OfferRecord) {
    const values = { price: formatGem(offer.price), name: nameOf(offer.bidderId) };
    await action.run({
      sign: {
        message: (sellerAddress) => buildOfferAcceptanceMessage({ offerId: offer.id, collectibleId, price: offer.price, sellerAddress }),
        purpose: 'offerAcceptance',
      },
      send: (signature) => accept.mutateAsync({ offerId: offer.id, acceptance: { signature } }),
      succeeded: () => {
        setConfirming(null);
        return { tone: 'success', messageKey: 'selling.offers.accepted', values };
      },
      onStale,
    });
  }

  async function declineOffer(offer: OfferRecord) {
    await action.run({
      send: () => decline.mutateAsync(offer.id),
      succeeded: () => ({ tone: 'success', messageKey: 'selling.offers.declined', values: { name: nameOf(offer.bidderId) } }),
      onStale: () => void offers.refetch(),
    });
  }

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t('selling.offers.heading')}
      </h3>
      <SellingOutcome action={action} />
      {offers.isPending && <div className={styles.skeleton} role="status" aria-label={t('selling.offers.loading')} />}
      {offers.isError && <LoadError message={t('selling.offers.loadError')} onRetry={() => void offers.refetch()} />}
      {offers.isSuccess && open.length === 0 && <p className={styles.muted}>{t('selling.offers.none')}</p>}
      {open.length > 0 && (
        <ul className={styles.offers}>
          {open.map((offer) => (
            <li key={offer.id} className={styles.offer}>
              <div className={styles.offerFacts}>
                <GemPrice amount={offer.price} />
                <span className={styles.status}>{t('selling.offers.from', { name: nameOf(offer.bidderId), time: when.format(new Date(offer.time)) })}</span>
              </div>
              {confirming === offer.id ? (
                <ConfirmStep
                  question={t('selling.offers.acceptConfirm', { price: formatGem(offer.price), name: nameOf(offer.bidderId) })}
                  confirmLabel={t('selling.offers.acceptYes')}
                  busy={action.busy}
                  onConfirm={() => void acceptOffer(offer)}
                  onCancel={() => setConfirming(null)}
                />
              ) : (
                <div className={styles.offerActions}>
                  <button
                    type="button"
                    className={buttonStyles.primary}
                    disabled={action.busy}
                    aria-label={t('selling.offers.acceptLabel', { price: formatGem(offer.price), name: nameOf(offer.bidderId) })}
                    onClick={() => {
                      action.clearOutcome();
                      setConfirming(offer.id);
                    }}
                  >
                    {t('selling.offers.accept')}
                  </button>
                  <button
                    type="button"
                    className={buttonStyles.secondary}
                    disabled={action.busy}
                    aria-label={t('selling.offers.declineLabel', { price: formatGem(offer.price), name: nameOf(offer.bidderId) })}
                    onClick={() => void declineOffer(offer)}
                  >
                    {t('selling.offers.decline')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
