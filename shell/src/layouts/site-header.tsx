import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { CartHeaderButton } from './cart-header-button';
import { useCurrentMerchant } from '../merchants/current-merchant-store';
import { HeaderSearch } from '../search/header-search';
import { AccountArea } from './account-area';
import { LocaleSwitcher } from './locale-switcher';
import styles from './site-header.module.css';

const AREAS = [
  { area: 'store', label: 'nav.store' },
  { area: 'market', label: 'nav.market' },
  { area: 'craft', label: 'nav.craft' },
] as const;

/**
 * The header of both layouts; the simple layout leaves out the navigation and the search. On a phone it
 * is two rows: the brand, the search's button and the account's controls, then the navigation and the
 * language. With no navigation the
 * language joins the first row when it fits, and alone it sits at the end of the second.
 */
export function SiteHeader({ withNavigation }: { withNavigation: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const merchantId = useCurrentMerchant();
  return (
    <header className={styles.header}>
      <div className={withNavigation ? styles.inner : `${styles.inner} ${styles.withoutNavigation}`}>
        <Link to={localized('/')} className={styles.brand}>
          <svg className={styles.logo} viewBox="0 0 32 32" aria-hidden="true">
            <path fill="currentColor" d="M16 2 4 12l12 18 12-18z" />
          </svg>
          <span className={styles.brandName}>{t('app.name')}</span>
        </Link>
        {withNavigation && (
          <nav aria-label={t('nav.main')} className={styles.nav}>
            {AREAS.map(({ area, label }) => (
              <NavLink key={area} to={localized(`/${area}/${merchantId}`)} className={styles.link}>
                {t(label)}
              </NavLink>
            ))}
          </nav>
        )}
        {withNavigation && (
          <div className={styles.search}>
            <HeaderSearch />
          </div>
        )}
        {withNavigation && (
          <div className={styles.cart}>
            <CartHeaderButton />
          </div>
        )}
        <div className={withNavigation ? `${styles.account} ${styles.afterSearch}` : styles.account}>
          <AccountArea />
        </div>
        <div className={styles.locale}>
          <LocaleSwitcher />
        </div>
      </div>
    </header>
  );
}
