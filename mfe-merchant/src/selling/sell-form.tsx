import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { buildListingMessage, formatGem } from '@marketplace/contracts/wire';
import { marketMutations } from '@marketplace/contracts/http';
import { useLocalizedPath, useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { useKeptPrice } from './kept-price';
import { PriceField } from './price-field';
import { SaleAmounts } from './sale-amounts';
import styles from './selling.module.css';
import { SellingOutcome } from './selling-outcome';
import { useSellingAction } from './use-selling-action';

export interface SellFormProps {
  collectibleId: string;
  merchantId: string;
  /** The collectible's state changed on the server (listed meanwhile, not the person's any more): read it again. */
  onStale: () => void;
  /** The person follows the link to the new listing (the selling dialog closes). */
  onFollow?: () => void;
}

/** Keys of the kept state of the sell form of one collectible. */
export const sellKeys = (collectibleId: string) => ({
  action: `${collectibleId}:sell`,
});

/**
 * The owner puts a collectible on the market: a price in their own digits, checked as typed (spec §5),
 * the fee and what they receive, then their wallet signs the listing and it is listed. A refusal
 * (already listed, not theirs, the wallet) says why and keeps the price typed; a success links to the
 * new listing's page.
 */
export function SellForm({ collectibleId, merchantId, onStale, onFollow }: SellFormProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localize = useLocalizedPath();
  const api = useMarketplaceApi();
  const list = useMutation(marketMutations.list(api));
  const keys = sellKeys(collectibleId);
  const { typed, field, submitted, restart } = useKeptPrice(keys.action, '');
  const action = useSellingAction(keys.action);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const price = submitted();
    if (price === null) return;
    await action.run({
      sign: { message: (sellerAddress) => buildListingMessage({ collectibleId, price, sellerAddress }), purpose: 'listing' },
      send: (signature) => list.mutateAsync({ collectibleId, price, signature }),
      succeeded: (listing) => {
        restart('');
        return {
          tone: 'success',
          messageKey: 'selling.list.listed',
          values: { price: formatGem(listing.price) },
          href: localize(`/market/${merchantId}/${listing.id}`),
        };
      },
      onStale,
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('selling.list.heading')}>
      <h3 className={styles.heading}>{t('selling.list.heading')}</h3>
      <PriceField label={t('selling.price.label')} {...field} />
      <SaleAmounts price={typed.price} side="seller" />
      <SellingOutcome action={action} {...(onFollow ? { onFollow } : {})} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.primary} disabled={action.busy}>
          {typed.price === null ? t('selling.list.submit') : t('selling.list.submitAt', { price: formatGem(typed.price) })}
        </button>
      </div>
    </form>
  );
}
