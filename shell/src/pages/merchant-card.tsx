import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isMerchantActive, textInLocale, type Merchant } from '@marketplace/contracts/wire';
import { useLocale, useLocalizedPath } from '@marketplace/contracts/browser';
import { buttonStyles } from '@marketplace/contracts/ui';
import { GameArt } from './home/game-art';
import styles from './merchant-card.module.css';

const AREAS = ['store', 'market', 'craft'] as const;
const AREA_LABEL = { store: 'home.visitStore', market: 'home.visitMarket', craft: 'home.visitCraft' } as const;

/**
 * One game on the home page: its art, name and tagline, and a way into each area it opens (its store
 * first). A game that is not open yet shows the same, without ways in. Luxury merchants get their own
 * corners and colours (spec §6).
 */
export function MerchantCard({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localized = useLocalizedPath();
  const active = isMerchantActive(merchant);
  const areas = AREAS.filter((area) => merchant.merchantPages[area] !== false);
  const Name = active ? 'h3' : 'h4';
  return (
    <article className={styles.card} data-merchant={merchant.id} data-luxury={merchant.luxury || undefined} data-inactive={!active || undefined}>
      <GameArt artUrl={merchant.artUrl} />
      <div className={styles.body}>
        <div className={styles.title}>
          <Name className={styles.name}>{merchant.name}</Name>
          {merchant.luxury && <span className={styles.badge}>{t('home.luxury')}</span>}
        </div>
        {merchant.tagline && <p className={styles.tagline}>{textInLocale(merchant.tagline, locale)}</p>}
        {active && (
          <nav className={styles.areas} aria-label={merchant.name}>
            {areas.map((area, index) => (
              <Link key={area} className={index === 0 ? buttonStyles.primary : buttonStyles.secondary} to={localized(`/${area}/${merchant.id}`)}>
                {t(AREA_LABEL[area])}
              </Link>
            ))}
          </nav>
        )}
      </div>
    </article>
  );
}
