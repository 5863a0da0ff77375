import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type CartCheckoutRecord, formatGem } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles, CollectibleImage, GemPrice } from '@marketplace/contracts/ui';
import styles from './cart-page.module.css';

/**
 * What a checkout did, item by item, each with its art: bought (leading to the collectible, on its way to the collection) or
 * dropped with the reason in words (a new price said, so the person knows what adding it again costs), then
 * what was charged. Its heading takes the focus when it appears, so a keyboard or screen reader user is
 * taken to the outcome instead of staying on a button that is gone.
 */
export function CartCheckoutOutcome({ record }: { record: CartCheckoutRecord }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const bought = record.items.filter((item) => item.outcome === 'BOUGHT').length;
  const dropped = record.items.length - bought;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className={styles.outcome} aria-labelledby="cart-outcome-heading">
      <h2 id="cart-outcome-heading" ref={heading} className={styles.summaryHeading} tabIndex={-1}>
        {dropped === 0 ? t('cart.outcome.allBought', { count: bought }) : t('cart.outcome.someDropped', { count: dropped, bought })}
      </h2>
      <ul className={styles.outcomeList}>
        {record.items.map((item) => (
          <li key={item.listingId} className={styles.outcomeItem} data-outcome={item.outcome}>
            <span className={styles.outcomeArt}>
              {item.imageUrl ? <CollectibleImage src={item.imageUrl} alt="" sizes="3.5rem" /> : null}
              <span className={`${styles.outcomeBadge} ${item.outcome === 'BOUGHT' ? styles.boughtMark : styles.droppedMark}`} aria-hidden="true">
                {item.outcome === 'BOUGHT' ? '✓' : '✕'}
              </span>
            </span>
            <span className={styles.lineText}>
              <span className={styles.name}>
                {item.outcome === 'BOUGHT' && item.collectibleId ? (
                  <Link to={localized(`/collectible/${encodeURIComponent(item.collectibleId)}`)}>{item.name}</Link>
                ) : (
                  item.name
                )}
              </span>
              <span className={styles.meta}>
                {item.outcome === 'BOUGHT'
                  ? t('cart.outcome.bought')
                  : t(`cart.dropped.${item.reason ?? 'SOLD'}`, { price: item.currentPrice ? formatGem(item.currentPrice) : '' })}
              </span>
            </span>
            <span className={styles.outcomePrice}>
              <GemPrice amount={item.price} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.charged}>
        {t('cart.outcome.charged', { subtotal: formatGem(record.subtotal), fee: formatGem(record.fee), total: formatGem(record.total) })}
      </p>
      {bought > 0 && <p className={styles.note}>{t('cart.outcome.arriving')}</p>}
      <div className={styles.actions}>
        {bought > 0 && (
          <Link className={buttonStyles.primary} to={localized('/user-portal/collection')}>
            {t('cart.outcome.toCollection')}
          </Link>
        )}
        <Link className={buttonStyles.secondary} to={localized('/')}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </section>
  );
}
