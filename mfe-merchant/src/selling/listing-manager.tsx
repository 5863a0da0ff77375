import { useMutation } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { buildListingMessage, formatGem, priceForInput } from '@marketplace/contracts/wire';
import { marketMutations } from '@marketplace/contracts/http';
import { useLocale, useMarketplaceApi } from '@marketplace/contracts/browser';
import { amountRowStyles, buttonStyles, GemPrice } from '@marketplace/contracts/ui';
import { ConfirmStep } from './confirm-step';
import { setKeptValue, useKeptState } from './kept-state';
import { useKeptPrice } from './kept-price';
import { PriceField } from './price-field';
import { SaleAmounts } from './sale-amounts';
import styles from './selling.module.css';
import { SellingOutcome } from './selling-outcome';
import { useSellingAction } from './use-selling-action';

/** The seller's ACTIVE listing, as the panels need it. */
export interface StandingListing {
  id: string;
  collectibleId: string;
  price: string;
}

/** Keys of the kept state of a listing's panel, by collectible. */
export const listingKeys = (collectibleId: string) => ({ prefix: `${collectibleId}:listing`, withdraw: `${collectibleId}:listing:withdraw` });

/**
 * The seller's own ACTIVE listing: its price, a new price (checked like a new listing, shown with its
 * fee, signed by the wallet) and withdrawing it after a confirmation. Both keep what was typed on a
 * refusal, and a refusal that says the listing changed (a buyer reserved it) reads it again.
 */
export function ListingManager({ listing, onStale }: { listing: StandingListing; onStale: () => void }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const locale = useLocale();
  const api = useMarketplaceApi();
  const reprice = useMutation(marketMutations.reprice(api));
  const cancel = useMutation(marketMutations.cancel(api));
  const { prefix, withdraw: withdrawKey } = listingKeys(listing.collectibleId);
  const [mode, setMode] = useKeptState<'view' | 'reprice' | 'withdraw'>(`${prefix}:mode`, 'view');
  const { typed, field, submitted, restart } = useKeptPrice(prefix, priceForInput(listing.price, locale));
  const repricing = useSellingAction(`${prefix}:reprice`);
  const withdrawing = useSellingAction(withdrawKey);
  const headingId = useId();

  function startRepricing() {
    restart(priceForInput(listing.price, locale));
    repricing.clearOutcome();
    setMode('reprice');
  }

  async function submitPrice(event: FormEvent) {
    event.preventDefault();
    const price = submitted();
    if (price === null) return;
    await repricing.run({
      sign: { message: (sellerAddress) => buildListingMessage({ collectibleId: listing.collectibleId, price, sellerAddress }), purpose: 'listing' },
      send: (signature) => reprice.mutateAsync({ listingId: listing.id, change: { price, signature } }),
      succeeded: (changed) => {
        setKeptValue(`${prefix}:mode`, 'view');
        return { tone: 'success', messageKey: 'selling.listing.repriced', values: { price: formatGem(changed.price) } };
      },
      onStale,
    });
  }

  async function withdraw() {
    await withdrawing.run({
      send: () => cancel.mutateAsync(listing.id),
      succeeded: () => {
        setKeptValue(`${prefix}:mode`, 'view');
        return { tone: 'success', messageKey: 'selling.listing.withdrawn' };
      },
      onStale,
    });
  }

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t('selling.listing.heading')}
      </h3>
      <div className={amountRowStyles.row}>
        <span>{t('selling.listing.listedAt')}</span>
        <GemPrice amount={listing.price} size="lg" />
      </div>
      {mode === 'view' && (
        <>
          <SellingOutcome action={repricing} />
          <SellingOutcome action={withdrawing} />
          <div className={styles.actions}>
            <button type="button" className={buttonStyles.secondary} onClick={startRepricing}>
              {t('selling.listing.changePrice')}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setMode('withdraw')}>
              {t('selling.listing.withdraw')}
            </button>
          </div>
        </>
      )}
      {mode === 'reprice' && (
        <form className={styles.form} onSubmit={(event) => void submitPrice(event)} noValidate aria-label={t('selling.listing.changePrice')}>
          <PriceField label={t('selling.price.newLabel')} {...field} />
          <SaleAmounts price={typed.price} side="seller" />
          <SellingOutcome action={repricing} />
          <div className={styles.actions}>
            <button type="submit" className={buttonStyles.primary} disabled={repricing.busy}>
              {t('selling.listing.savePrice')}
            </button>
            <button type="button" className={buttonStyles.secondary} disabled={repricing.busy} onClick={() => setMode('view')}>
              {t('selling.cancel')}
            </button>
          </div>
        </form>
      )}
      {mode === 'withdraw' && (
        <ConfirmStep
          question={t('selling.listing.withdrawConfirm')}
          confirmLabel={t('selling.listing.withdrawYes')}
          cancelLabel={t('selling.listing.keep')}
          busy={withdrawing.busy}
          onConfirm={() => void withdraw()}
          onCancel={() => setMode('view')}
        >
          <SellingOutcome action={withdrawing} />
        </ConfirmStep>
      )}
    </section>
  );
}
