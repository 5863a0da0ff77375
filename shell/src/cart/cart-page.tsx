import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cartAmountsWei, formatGem, gemOfWei, hasSufficientBalance } from '@marketplace/contracts/wire';
import { useCartLines, useLocalizedPath, useRate, useRuntimeConfig, useSessionUser } from '@marketplace/contracts/browser';
import { BalanceShortfall, buttonStyles, EmptyState, isTwoFactorCode, PageFrame, TwoFactorCodeField } from '@marketplace/contracts/ui';
import { useCurrentMerchant } from '../merchants/current-merchant-store';
import { useSignInPath } from '../session-ui/use-sign-in-path';
import { CartCheckoutOutcome } from './cart-checkout-outcome';
import { describeCartCheckoutFailure } from './cart-checkout-failure';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';
import { withFeeCeiling } from './cart-fee-ceiling';
import { useCartCheckout } from './use-cart-checkout';
import styles from './cart-page.module.css';

/**
 * `/cart`: the items a person put in the cart (store items and market listings of any game), their sum, the
 * fee once on it and the total, and one checkout signed once in the wallet; then each item's outcome. A
 * visitor may fill the cart; checking out signs them in and brings them back here, the cart kept.
 */
export function CartPage() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const merchantId = useCurrentMerchant();
  const lines = useCartLines();
  const user = useSessionUser();
  const signInPath = useSignInPath();
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const checkout = useCartCheckout();
  const [code, setCode] = useState('');
  const [codeTried, setCodeTried] = useState(false);
  const statusId = useId();

  const prices = cartAmountsWei(
    lines.map((line) => line.price),
    fees,
    rate.price,
  );
  const amounts = prices && withFeeCeiling(prices, fees, rate.price);
  const needsCode = user?.twoFactorAuth === true;
  const codeMissing = needsCode && !isTwoFactorCode(code);
  const covers = user !== null && amounts !== null && hasSufficientBalance(user.balance, gemOfWei(amounts.totalWei));
  const failure = checkout.error ? describeCartCheckoutFailure(checkout.error) : null;

  const submit = () => {
    setCodeTried(true);
    if (!amounts || codeMissing || checkout.busy || rate.status === 'loading') return;
    void checkout.checkOut(lines, amounts, needsCode ? code : undefined);
  };

  return (
    <PageFrame owner="shell" heading={t('routes.cart.heading')}>
      {checkout.outcome && <CartCheckoutOutcome record={checkout.outcome} />}
      {lines.length === 0 ? (
        !checkout.outcome && (
          <EmptyState
            title={t('cart.emptyTitle')}
            body={t('cart.emptyBody')}
            action={
              <Link className={buttonStyles.primary} to={localized(`/store/${encodeURIComponent(merchantId)}`)}>
                {t('cart.browseStore')}
              </Link>
            }
          />
        )
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="cart-items-heading">
            <h2 id="cart-items-heading" className={styles.listHeading}>
              {checkout.outcome ? t('cart.stillInCart', { count: lines.length }) : t('cart.itemsHeading', { count: lines.length })}
            </h2>
            <ul className={styles.lines}>
              {lines.map((line) => (
                <CartLineRow key={line.listingId} line={line} disabled={checkout.busy} />
              ))}
            </ul>
          </section>
          <div className={styles.side}>
            {amounts && <CartSummary amounts={amounts} count={lines.length} />}
            <div className={styles.checkout}>
              {!user ? (
                <>
                  <Link className={buttonStyles.primary} to={signInPath()}>
                    {t('cart.signInToCheckOut')}
                  </Link>
                  <p className={styles.note}>{t('cart.signInHint')}</p>
                </>
              ) : !covers && amounts ? (
                <BalanceShortfall balance={user.balance} total={gemOfWei(amounts.totalWei)} role="status">
                  {t('cart.insufficient', { total: formatGem(gemOfWei(amounts.totalWei)), balance: formatGem(user.balance) })}
                </BalanceShortfall>
              ) : (
                <form
                  className={styles.checkoutForm}
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    submit();
                  }}
                >
                  {needsCode && <TwoFactorCodeField value={code} onChange={setCode} error={codeTried && codeMissing ? t('cart.codeMissing') : undefined} />}
                  <button
                    type="submit"
                    className={buttonStyles.primary}
                    aria-disabled={checkout.busy || rate.status === 'loading' || undefined}
                    aria-describedby={failure?.messageKey ? statusId : undefined}
                  >
                    {checkout.busy
                      ? t('cart.checkingOut')
                      : checkout.retryPending && failure
                        ? t('cart.tryAgain')
                        : t('cart.checkOut', { count: lines.length })}
                  </button>
                  <p className={styles.note}>{t('cart.checkoutHint')}</p>
                </form>
              )}
              <p id={statusId} className={styles.error} role="alert">
                {failure?.messageKey ? t(failure.messageKey) : null}
              </p>
            </div>
          </div>
        </div>
      )}
    </PageFrame>
  );
}
