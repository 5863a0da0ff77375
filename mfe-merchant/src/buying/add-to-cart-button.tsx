import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AddToCartResult, addToCart, useIsInCart, useLocalizedPath } from '@marketplace/contracts/browser';
import { CART_MAX_ITEMS, type CartLine } from '@marketplace/contracts/wire';
import { buttonStyles } from '@marketplace/contracts/ui';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import styles from './buy-panel.module.css';

/**
 * "Add to cart" beside Buy: puts the item, at the price shown, into the page's one cart (a visitor's too;
 * they sign in when they check out). Once it is there, the button gives way to a link to the cart; a full
 * cart says so. Announced as a status, so a screen reader hears that it worked.
 */
export function AddToCartButton({ line }: { line: CartLine }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  const inCart = useIsInCart(line.listingId);
  const [result, setResult] = useState<AddToCartResult | null>(null);
  return (
    <div className={styles.cart}>
      {inCart ? (
        <Link className={buttonStyles.secondary} to={localized('/cart')}>
          {t('cart.inCart')}
        </Link>
      ) : (
        <button type="button" className={buttonStyles.secondary} onClick={() => setResult(addToCart(line))}>
          {t('cart.add')}
        </button>
      )}
      <p className={styles.hint} role="status">
        {result === 'added' && inCart ? t('cart.added') : result === 'full' ? t('cart.full', { count: CART_MAX_ITEMS }) : null}
      </p>
    </div>
  );
}
