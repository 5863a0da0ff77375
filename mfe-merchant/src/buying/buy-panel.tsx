import { useMutation } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation, useNavigate } from 'react-router';
import { type CartLine, convertToUsd, formatGem, formatUsd, gemOfWei, hasSufficientBalance, purchaseAmounts } from '@marketplace/contracts/wire';
import { mintsMutations } from '@marketplace/contracts/http';
import { signInPath, useIsLoggedIn, useLocalizedPath, useMarketplaceApi, useRate, useRuntimeConfig, useSessionUser } from '@marketplace/contracts/browser';
import { BalanceShortfall, buttonStyles } from '@marketplace/contracts/ui';
import { AddToCartButton } from './add-to-cart-button';
import { BalanceLine } from './balance-line';
import { PlayersOnlyNotice } from './players-only-notice';
import { sessionPlayerOf, type PlayersOnlySale } from './players-only-sale';
import { purchaseRefusalKey } from './purchase-refusal';
import { useFeePercent } from './use-fee-percent';
import panelStyles from '../side-panel/side-panel.module.css';
import styles from './buy-panel.module.css';

export interface BuyPanelProps {
  merchantId: string;
  /** The collectible bought (a purchase names the collectible; the server takes its open listing). */
  collectibleId: string;
  /** The asking price, a GEM amount as the API answers it. */
  price: string;
  /** Whether it is on sale now (not sold, not reserved by someone). */
  available: boolean;
  /** Given when only the merchant's players may buy it (spec §6): a visitor or a non-player is told why and where to start, and gets no Buy. */
  playersOnly?: PlayersOnlySale | undefined;
  /** The item as the cart keeps it: given, "Add to cart" sits beside Buy (to buy several items in one checkout). */
  cartLine?: CartLine | undefined;
}

/**
 * Buying one collectible, for a store item or a market listing: the price, the marketplace fee with
 * its floor (spec §9) and the total, the buyer's balance; Buy reserves the purchase and opens the
 * checkout (`/user-portal/mint/{id}`), where the wallet signs it. Offers nothing that would fail: no
 * Buy for a visitor (sign in and come back instead), a short balance (spec §5: it says by how much and
 * offers Add GEM, which comes back here), an invalid price, an
 * item no longer on sale, or a players-only item for a user the session knows is not a player.
 */
export function BuyPanel({ merchantId, collectibleId, price, available, playersOnly, cartLine }: BuyPanelProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const headingId = useId();
  const statusId = useId();
  const localized = useLocalizedPath();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const api = useMarketplaceApi();
  const { fees } = useRuntimeConfig();
  const rate = useRate();
  const feePercent = useFeePercent();
  const loggedIn = useIsLoggedIn();
  const user = useSessionUser();
  const reserve = useMutation(mintsMutations.reserve(api));
  // One mint id per attempt: a double click or a retry after a lost answer finds the same reservation.
  const mintId = useRef<string | null>(null);

  const amounts = purchaseAmounts(price, fees, rate.price);
  const total = amounts && gemOfWei(amounts.totalWei);
  const balance = user?.balance ?? null;
  const covers = balance !== null && total !== null && hasSufficientBalance(balance, total);
  // The session's word (spec §3 `elementalRaidersPlayer`) shapes the panel; the server refuses a non-player anyway.
  const lockedOut = playersOnly !== undefined && loggedIn && sessionPlayerOf(user, merchantId) === false;

  const buy = () => {
    if (reserve.isPending || !amounts) return;
    mintId.current ??= crypto.randomUUID();
    const id = mintId.current;
    reserve.mutate(
      { mintId: id, request: { collectibleId } },
      {
        onSuccess: () => void navigate(localized(`/user-portal/mint/${encodeURIComponent(id)}`)),
        // A refused reservation left nothing behind: the next attempt is a new purchase.
        onError: () => {
          mintId.current = null;
        },
      },
    );
  };

  return (
    <section className={panelStyles.raisedPanel} aria-labelledby={headingId} data-merchant={merchantId}>
      <h2 id={headingId} className={panelStyles.heading}>
        {t('buy.heading')}
      </h2>
      {amounts === null ? (
        <p className={styles.notice} role="status">
          {t('buy.invalidPrice')}
        </p>
      ) : (
        <dl className={styles.amounts}>
          <AmountRow label={t('buy.price')} amount={gemOfWei(amounts.priceWei)} rate={rate.price} />
          <AmountRow
            label={t('buy.fee', { percent: feePercent })}
            amount={gemOfWei(amounts.feeWei)}
            rate={rate.price}
            note={amounts.feeAtFloor ? t('buy.feeFloor', { usd: formatUsd(fees.minimumPrice) }) : rate.status === 'failed' ? t('buy.feeAtCheckout') : undefined}
          />
          <AmountRow label={t('buy.total')} amount={gemOfWei(amounts.totalWei)} rate={rate.price} total />
        </dl>
      )}

      {amounts !== null && !available && (
        <p className={styles.notice} role="status">
          {t('buy.unavailable')}
        </p>
      )}

      {amounts !== null && available && !loggedIn && (
        <div className={styles.action}>
          {playersOnly && <PlayersOnlyNotice sale={playersOnly} />}
          <Link className={buttonStyles.primary} to={signInPath(localized, `${pathname}${search}`)}>
            {t('buy.signIn')}
          </Link>
          <p className={styles.hint}>{playersOnly ? t('buy.playersOnly.visitorHint') : t('buy.signInHint')}</p>
        </div>
      )}

      {amounts !== null && available && lockedOut && (
        <div className={styles.action}>
          <PlayersOnlyNotice sale={playersOnly} />
        </div>
      )}

      {amounts !== null && available && loggedIn && !lockedOut && (
        <div className={styles.action}>
          {balance !== null && <BalanceLine balance={balance} />}
          {covers ? (
            <>
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={buy}
                aria-disabled={reserve.isPending || undefined}
                aria-describedby={reserve.isError ? statusId : undefined}
              >
                {reserve.isPending ? t('buy.reserving') : t('buy.buy')}
              </button>
              <p className={styles.hint}>{t('buy.checkoutHint')}</p>
            </>
          ) : (
            <BalanceShortfall balance={balance ?? 0} total={total ?? '0'} role="status">
              {t('buy.insufficient', { total: formatGem(total ?? '0'), balance: formatGem(balance ?? 0) })}
            </BalanceShortfall>
          )}
          <p id={statusId} className={styles.error} role="alert">
            {reserve.isError ? t(purchaseRefusalKey(reserve.error)) : null}
          </p>
        </div>
      )}

      {amounts !== null && available && !lockedOut && cartLine && <AddToCartButton line={cartLine} />}
    </section>
  );
}

interface AmountRowProps {
  label: string;
  amount: string;
  rate: number | null;
  note?: string | undefined;
  total?: boolean;
}

function AmountRow({ label, amount, rate, note, total = false }: AmountRowProps) {
  return (
    <div className={total ? styles.totalRow : styles.row}>
      <dt>
        {label}
        {note && <span className={styles.note}>{note}</span>}
      </dt>
      <dd>
        <span className={styles.gem}>{formatGem(amount)}</span>
        {rate !== null && <span className={styles.usd}>{convertToUsd(amount, rate)}</span>}
      </dd>
    </div>
  );
}
