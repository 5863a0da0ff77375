import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { formatGem, gemOfWei, marketplaceFeeWei, type OfferRecord, weiOfGem } from '@marketplace/contracts/wire';
import { useRate, useRuntimeConfig } from '@marketplace/contracts/browser';
import { amountRowStyles, buttonStyles, GemPrice } from '@marketplace/contracts/ui';
import styles from './offers.module.css';

export interface AcceptConfirmProps {
  offer: OfferRecord;
  itemName: string;
  bidderName: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The second press before an acceptance, which cannot be undone: the price, the marketplace fee the
 * bidder pays on top (spec §9, the same function the API charges with) and what the owner receives,
 * before their wallet is asked to sign.
 */
export function AcceptConfirm({ offer, itemName, bidderName, busy, onConfirm, onCancel }: AcceptConfirmProps) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const confirm = useRef<HTMLButtonElement>(null);
  const priceWei = weiOfGem(offer.price) ?? 0n;
  const feeWei = marketplaceFeeWei(priceWei, fees, rate.price);

  // The question replaces the Accept button the person just pressed: keep the keyboard where they are.
  useEffect(() => confirm.current?.focus(), []);

  return (
    <fieldset className={styles.confirm} data-testid="accept-confirm">
      <legend className={styles.confirmQuestion}>
        {t('offersPage.confirm.question', { item: itemName, name: bidderName, price: formatGem(offer.price) })}
      </legend>
      <dl className={amountRowStyles.list}>
        <div className={amountRowStyles.row}>
          <dt>{t('offersPage.confirm.price')}</dt>
          <dd>
            <GemPrice amount={offer.price} />
          </dd>
        </div>
        <div className={amountRowStyles.row}>
          <dt>{t('offersPage.confirm.fee', { name: bidderName })}</dt>
          <dd>
            <GemPrice amount={gemOfWei(feeWei)} />
          </dd>
        </div>
        <div className={amountRowStyles.total}>
          <dt>{t('offersPage.confirm.youReceive')}</dt>
          <dd>
            <GemPrice amount={offer.price} />
          </dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('offersPage.confirm.walletNote', { name: bidderName })}</p>
      <div className={styles.actions}>
        <button ref={confirm} type="button" className={buttonStyles.primary} disabled={busy} onClick={onConfirm}>
          {t('offersPage.confirm.yes')}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
          {t('offersPage.confirm.cancel')}
        </button>
      </div>
    </fieldset>
  );
}
