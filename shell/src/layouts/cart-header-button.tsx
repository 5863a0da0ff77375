import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useCartCount, useLocalizedPath } from '@marketplace/contracts/browser';
import { useHydrated } from '../startup/use-hydrated';
import styles from './cart-header-button.module.css';

/**
 * The header's way to the cart, with how many items it holds. The count lives in this browser's storage,
 * which a prerendered page cannot know: it shows once the page is hydrated, so the markup React takes
 * over is the server's (an empty cart) and nothing flickers from a wrong number.
 */
export function CartHeaderButton() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const stored = useCartCount();
  const count = useHydrated() ? stored : 0;
  return (
    <NavLink to={localized('/cart')} className={styles.button} aria-label={t('cart.headerLabel', { count })} data-testid="header-cart">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M3 4h2.5l2.2 11h10.1l2-7.5H6.6M10 20a1 1 0 1 0 0-2 1 1 0 0 0 0 2zm7 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2z"
        />
      </svg>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </NavLink>
  );
}
