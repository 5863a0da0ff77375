import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link, useLocation } from 'react-router';
import { formatGem, type StackCompletion } from '@marketplace/contracts/wire';
import { signInPath, useIsLoggedIn, useLocalizedPath } from '@marketplace/contracts/browser';
import { GemPrice } from '@marketplace/contracts/ui';
import { useMerchantFrame } from '../merchant-frame/merchant-frame-context';
import { marketPaths } from './market-paths';
import styles from './market-stack.module.css';

interface StackCompletionPanelProps {
  merchantId: string;
  completion: StackCompletion;
}

/**
 * What a complete set is (as many copies as the largest recipe that uses it takes; one, said plainly,
 * when no recipe uses it), how many of them the signed-in person holds, and what the cheapest listings
 * that make up the rest cost.
 */
export function StackCompletionPanel({ merchantId, completion }: StackCompletionPanelProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const headingId = useId();
  const localized = useLocalizedPath();
  const { pathname, search } = useLocation();
  const loggedIn = useIsLoggedIn();
  const craftOpen = useMerchantFrame()?.merchant.merchantPages.craft === true;
  const { target, usedBy, owned, missing, cheapest, cost, unavailable } = completion;
  const held = Math.min(owned.length, target);

  return (
    <section className={styles.completion} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('market.completion.heading')}
      </h2>
      {usedBy.length > 0 ? (
        <>
          <p className={styles.text}>{t('market.completion.target', { count: target })}</p>
          <ul className={styles.recipes} aria-label={t('market.completion.usedBy')}>
            {usedBy.map((use) => (
              <li key={use.recipeId}>
                {craftOpen ? <Link to={localized(`/craft/${encodeURIComponent(merchantId)}/${encodeURIComponent(use.recipeId)}`)}>{use.name}</Link> : use.name}{' '}
                <span className={styles.quantity}>{t('market.completion.takes', { count: use.quantity })}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className={styles.text}>{t('market.completion.single')}</p>
      )}

      {!loggedIn ? (
        <p className={styles.text}>
          <Link to={signInPath(localized, `${pathname}${search}`)}>{t('market.completion.signIn')}</Link>
        </p>
      ) : target === 1 ? (
        // One copy completes it: owning it or not says all, a bar of one step would say nothing more.
        <p className={owned.length > 0 ? styles.complete : styles.text}>{t(owned.length > 0 ? 'market.completion.ownsOne' : 'market.completion.ownsNone')}</p>
      ) : (
        <div className={styles.progress}>
          <p className={styles.text}>{t('market.completion.owned', { owned: owned.length, target })}</p>
          <progress className={styles.meter} value={held} max={target} aria-label={t('market.completion.progressLabel')} />
          {missing === 0 && <p className={styles.complete}>{t('market.completion.complete')}</p>}
        </div>
      )}

      {missing > 0 && (
        <div className={styles.cost}>
          {cheapest.length > 0 && (
            <>
              <span className={styles.factLabel}>
                {t(loggedIn ? 'market.completion.costMissing' : 'market.completion.costFull', { count: cheapest.length })}
              </span>
              <GemPrice amount={cost} size="lg" />
              <ol className={styles.cheapest} aria-label={t('market.completion.cheapestLabel')}>
                {cheapest.map((listing) => (
                  <li key={listing.id}>
                    <Link to={localized(marketPaths.listing(merchantId, listing.id))}>
                      {listing.collectible.properties.serial
                        ? t('market.completion.cheapestCopy', { serial: listing.collectible.properties.serial, price: formatGem(listing.price) })
                        : formatGem(listing.price)}
                    </Link>
                  </li>
                ))}
              </ol>
            </>
          )}
          {unavailable > 0 && <p className={styles.muted}>{t('market.completion.unavailable', { count: unavailable })}</p>}
        </div>
      )}
    </section>
  );
}
