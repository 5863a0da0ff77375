import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { hasSufficientBalance, type MintRecord } from '@marketplace/contracts/wire';
import { collectiblesQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi, useSessionUser } from '@marketplace/contracts/browser';
import { CheckoutFrame } from './checkout-frame';
import { checkoutHeadingKey } from './checkout-heading';
import { CheckoutOutcome } from './checkout-outcome';
import { MintAmounts } from './mint-amounts';
import styles from './mint-checkout.module.css';
import { MintCollectible } from './mint-collectible';
import { MintConfirmForm } from './mint-confirm-form';
import { MintNextStep } from './mint-next-step';
import { MintReservation } from './mint-reservation';
import { useCheckoutActions } from './use-checkout-actions';
import { useSecondsLeft } from './use-seconds-left';

/** A loaded mint: what it buys, what it costs, where it stands (the heading too), and for a reserved one, confirm and cancel. */
export function MintOrder({ mint }: { mint: MintRecord }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const summaryHeadingId = useId();
  const user = useSessionUser();
  // Only decoration: when the collectible cannot be read the checkout still works, with "no detail".
  const { data: detail = null } = useQuery(collectiblesQueries.detail(useMarketplaceApi(), mint.collectibleId));
  const secondsLeft = useSecondsLeft(mint.expiresAt, mint.status === 'RESERVED');
  // Spec §5 sufficient balance, judged on the balance the header shows (read at sign-in, again after each payment).
  const balance = user?.balance ?? 0;
  const balanceCovers = hasSufficientBalance(balance, mint.total);
  const actions = useCheckoutActions({ mint, twoFactorOn: user?.twoFactorAuth === true, balanceCovers });
  const successMessage = useRef<HTMLParagraphElement>(null);

  // The server releases a lapsed reservation on its next read; the page need not wait for that to say so.
  const lapsed = mint.status === 'RESERVED' && secondsLeft === 0;
  const shownStatus = lapsed ? 'EXPIRED' : mint.status;
  // An attempt under way when the time runs out keeps its form until the server answers it.
  const canAct = mint.status === 'RESERVED' && (!lapsed || actions.activity !== 'idle');

  useEffect(() => {
    if (actions.outcome?.tone === 'success') successMessage.current?.focus();
  }, [actions.outcome]);

  return (
    <CheckoutFrame headingKey={checkoutHeadingKey(shownStatus, actions.outcome)}>
      <div className={styles.order}>
        <MintCollectible detail={detail} />
        <div className={styles.column}>
          <section className={styles.card} aria-labelledby={summaryHeadingId}>
            <h2 id={summaryHeadingId} className={styles.heading}>
              {t('mint.summaryHeading')}
            </h2>
            <MintReservation status={shownStatus} expiresAt={mint.expiresAt} secondsLeft={secondsLeft} />
            <MintAmounts mint={mint} />
          </section>
          {canAct ? <MintConfirmForm actions={actions} balance={balance} total={mint.total} balanceCovers={balanceCovers} /> : null}
          <CheckoutOutcome activity={actions.activity} outcome={actions.outcome} successRef={successMessage} />
          <MintNextStep mint={mint} status={shownStatus} />
        </div>
      </div>
    </CheckoutFrame>
  );
}
