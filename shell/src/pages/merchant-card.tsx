import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMerchantActive, type Merchant } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './merchant-card.module.css';

const AREAS = ['store', 'market', 'craft'] as const;
const AREA_LABEL = { store: 'home.visitStore', market: 'home.visitMarket', craft: 'home.visitCraft' } as const;

/** One game on the home page; luxury merchants get their own corners and colours (spec §6). */
export function MerchantCard({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const active = isMerchantActive(merchant);
  const areas = AREAS.filter((area) => merchant.merchantPages[area] !== false);
  return (
    <article className={merchant.luxury ? `${styles.card} ${styles.luxury}` : styles.card} data-merchant={merchant.id}>
      <h3 className={styles.name}>{merchant.name}</h3>
      {merchant.luxury && <span className={styles.badge}>{t('home.luxury')}</span>}
      {active ? (
        <nav className={styles.areas} aria-label={merchant.name}>
          {areas.map((area) => (
            <Link key={area} className={styles.area} to={localized(`/${area}/${merchant.id}`)}>
              {t(AREA_LABEL[area])}
            </Link>
          ))}
        </nav>
      ) : (
        <p className={styles.inactive}>{t('home.merchantInactive')}</p>
      )}
    </article>
  );
}
