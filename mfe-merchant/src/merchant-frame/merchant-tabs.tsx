import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import type { Merchant } from '@marketplace/contracts/wire';
import type { MerchantArea } from './merchant-areas';
import styles from './merchant-tabs.module.css';

interface MerchantTabsProps {
  merchant: Merchant;
  areas: readonly MerchantArea[];
  current: MerchantArea;
}

/** The merchant's store, market and craft, as links (each area is its own address); the current one marked. */
export function MerchantTabs({ merchant, areas, current }: MerchantTabsProps) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const localized = useLocalizedPath();
  if (areas.length === 0) return null;
  return (
    <nav className={styles.tabs} aria-label={t('merchantFrame.areasLabel', { merchant: merchant.name })}>
      {areas.map((area) => (
        <Link key={area} className={styles.tab} to={localized(`/${area}/${merchant.id}`)} aria-current={area === current ? 'page' : undefined}>
          {t(`merchantFrame.area.${area}`)}
        </Link>
      ))}
    </nav>
  );
}
