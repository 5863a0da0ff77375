import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { buildOfferMessage, formatGem, gemOfWei, hasSufficientBalance, purchaseAmounts } from '@marketplace/contracts/wire';
import { offersMutations, offersQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi, useRate, useRuntimeConfig, useSessionUser } from '@marketplace/contracts/browser';
import { BalanceShortfall, buttonStyles, GemPrice } from '@marketplace/contracts/ui';
import { BalanceLine } from '../buying/balance-line';
import { useKeptPrice } from './kept-price';
import { PriceField } from './price-field';
import { SaleAmounts } from './sale-amounts';
import styles from './selling.module.css';
import { SellingOutcome } from './selling-outcome';
import { useSellingAction } from './use-selling-action';

/**
 * A signed-in person's offers on someone else's collectible: their open offer(s), each of which they
 * may withdraw, and a new offer — an amount in their own digits (spec §5), the fee on top, and a
 * clear word when their balance does not cover both (spec §5 sufficient balance: by how much, and
 * Add GEM), in which case nothing is asked of the wallet. The wallet signs the offer.
 */
export function OfferForm({ collectibleId }: { collectibleId: string }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const api = useMarketplaceApi();
  const user = useSessionUser();
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const mine = useQuery(offersQueries.list(api, { agent: 'BUYER', collectibleId }));
  const make = useMutation(offersMutations.make(api));
  const withdraw = useMutation(offersMutations.withdraw(api));
  const prefix = `${collectibleId}:offer`;
  const { typed, field, submitted, restart } = useKeptPrice(prefix, '');
  const offering = useSellingAction(prefix);
  const withdrawing = useSellingAction(`${prefix}:withdraw`);
  const headingId = useId();
  const shortfallId = useId();
  const amounts = typed.price === null ? null : purchaseAmounts(typed.price, fees, rate.price);
  const balance = user?.balance ?? 0;
  const covered = amounts === null || hasSufficientBalance(balance, gemOfWei(amounts.totalWei));
  const openOffers = (mine.data?.records.find((group) => group.collectible.id === collectibleId)?.offers ?? []).filter((offer) => offer.status === 'OPEN');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const price = submitted();
    if (price === null || !covered) return;
    await offering.run({
      sign: { message: (bidderAddress) => buildOfferMessage({ collectibleId, price, bidderAddress }), purpose: 'offer' },
      send: (signature) => make.mutateAsync({ collectibleId, request: { price, signature } }),
      succeeded: (offer) => {
        restart('');
        return { tone: 'success', messageKey: 'selling.offer.made', values: { price: formatGem(offer.price) } };
      },
    });
  }

  async function withdrawOffer(offerId: string) {
    await withdrawing.run({
      send: () => withdraw.mutateAsync(offerId),
      succeeded: () => ({ tone: 'success', messageKey: 'selling.offer.withdrawn' }),
      onStale: () => void mine.refetch(),
    });
  }

  return (
    <section className={styles.form} aria-labelledby={headingId}>
      <h3 className={styles.heading} id={headingId}>
        {t('selling.offer.heading')}
      </h3>
      {openOffers.map((offer) => (
        <div key={offer.id} className={styles.offer}>
          <div className={styles.offerFacts}>
            <span className={styles.status}>{t('selling.offer.yours')}</span>
            <GemPrice amount={offer.price} />
          </div>
          <button type="button" className={buttonStyles.secondary} disabled={withdrawing.busy} onClick={() => void withdrawOffer(offer.id)}>
            {t('selling.offer.withdraw')}
          </button>
        </div>
      ))}
      <SellingOutcome action={withdrawing} />
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <PriceField label={t('selling.price.offerLabel')} {...field} />
        <SaleAmounts price={typed.price} side="buyer" />
        <BalanceLine balance={balance} />
        {!covered && amounts && (
          <BalanceShortfall id={shortfallId} role="alert" balance={balance} total={gemOfWei(amounts.totalWei)}>
            {t('selling.offer.insufficient', { balance: formatGem(balance), total: formatGem(gemOfWei(amounts.totalWei)) })}
          </BalanceShortfall>
        )}
        <SellingOutcome action={offering} />
        <div className={styles.actions}>
          <button type="submit" className={buttonStyles.primary} disabled={offering.busy || !covered} {...(covered ? {} : { 'aria-describedby': shortfallId })}>
            {typed.price === null ? t('selling.offer.submit') : t('selling.offer.submitAt', { price: formatGem(typed.price) })}
          </button>
        </div>
      </form>
    </section>
  );
}
