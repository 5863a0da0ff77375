import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { mintsQueries } from '@marketplace/contracts/http';
import { useMarketplaceApi } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { CheckoutFrame } from './checkout-frame';
import styles from './mint-checkout.module.css';
import { MintOrder } from './mint-order';

function MintNotFound() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <CheckoutFrame headingKey="mint.notFoundHeading">
      <div className={styles.panel}>
        <p className={styles.muted}>{t('mint.notFoundBody')}</p>
      </div>
    </CheckoutFrame>
  );
}

/**
 * The mint of the page, from the mint query: what a sign or cancel answers replaces it there, and a
 * refusal that says it changed reads it again. A failed re-read keeps the mint on screen.
 */
function MintCheckoutOf({ mintId }: { mintId: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { data: mint, isError, isFetching, refetch } = useQuery(mintsQueries.detail(useMarketplaceApi(), mintId));

  if (mint === null) return <MintNotFound />;
  // Keyed by id: another mint starts with a fresh form, never with the last one's code or signature.
  if (mint) return <MintOrder key={mint.id} mint={mint} />;
  if (isError && !isFetching) {
    return (
      <CheckoutFrame>
        <div className={styles.panel}>
          <div role="alert">
            <h2 className={styles.heading}>{t('mint.loadFailedHeading')}</h2>
            <p className={styles.muted}>{t('mint.loadFailedBody')}</p>
          </div>
          <button type="button" className={buttonStyles.secondary} onClick={() => void refetch()}>
            {t('mint.retry')}
          </button>
        </div>
      </CheckoutFrame>
    );
  }
  return (
    <CheckoutFrame>
      <p role="status" className={styles.muted}>
        {t('mint.loading')}
      </p>
    </CheckoutFrame>
  );
}

/**
 * `/user-portal/mint/{id}` (spec §2): the checkout of one mint the user reserved — loading, not found,
 * failed to load, or the order itself — as a whole page, its heading following the purchase.
 */
export function MintCheckout({ mintId }: { mintId: string | null }) {
  return mintId ? <MintCheckoutOf mintId={mintId} /> : <MintNotFound />;
}
