import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CartLine } from '@marketplace/contracts/wire';
import { removeFromCart, useLocalizedPath, useMerchant } from '@marketplace/contracts/browser';
import { CollectibleImage, GemPrice, RarityBadge } from '@marketplace/contracts/ui';
import { cartItemPath } from './cart-item-path';
import styles from './cart-page.module.css';

/** One item of the cart: its art, name (to its page), game, where it is sold, its price, and Remove. */
export function CartLineRow({ line, disabled }: { line: CartLine; disabled: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const merchant = useMerchant(line.merchantId);
  return (
    <li className={styles.line} data-listing={line.listingId}>
      <span className={styles.art}>
        <CollectibleImage src={line.imageUrl} alt="" sizes="4.5rem" />
      </span>
      <span className={styles.lineText}>
        <Link className={styles.name} to={localized(cartItemPath(line))}>
          {line.name}
        </Link>
        <span className={styles.meta}>
          {merchant?.name ?? line.merchantId} · {t(line.kind === 'STORE' ? 'cart.fromStore' : 'cart.fromMarket')}
        </span>
        <RarityBadge rarity={line.rarity} />
      </span>
      <span className={styles.linePrice}>
        <GemPrice amount={line.price} />
        <button
          type="button"
          className={styles.remove}
          onClick={() => removeFromCart(line.listingId)}
          disabled={disabled}
          aria-label={t('cart.remove', { name: line.name })}
        >
          {t('cart.removeShort')}
        </button>
      </span>
    </li>
  );
}
