import { useTranslation } from 'react-i18next';
import { isMerchantActive, type Merchant } from '@marketplace/contracts/wire';
import { VisuallyHidden } from '@marketplace/contracts/ui';
import { MerchantCard } from '../merchant-card';
import { HomeSection } from './home-section';
import styles from './games-section.module.css';

export interface GamesSectionProps {
  merchants: Merchant[];
  /** False until `GET /api/merchants` has answered (or failed: then there are none to show). */
  loaded: boolean;
}

/** Placeholders of the game cards while the merchants load: the same boxes, so nothing moves. */
function GamesSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{t('app.loading')}</VisuallyHidden>
      <ul className={styles.games} aria-hidden="true">
        {[0, 1, 2].map((place) => (
          <li key={place} className={styles.placeholder}>
            <span className={styles.placeholderArt} />
            <span className={styles.placeholderLine} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The games of the marketplace: each open game with its art, tagline and ways into its store, market
 * and craft; then, smaller, the games announced but not open yet, as a store shows what is coming.
 */
export function GamesSection({ merchants, loaded }: GamesSectionProps) {
  const { t } = useTranslation();
  const open = merchants.filter(isMerchantActive);
  const comingSoon = merchants.filter((merchant) => !isMerchantActive(merchant));
  return (
    <HomeSection id="games" heading={t('home.merchantsHeading')} intro={t('home.merchantsIntro')}>
      {!loaded && merchants.length === 0 && <GamesSkeleton />}
      {loaded && open.length === 0 && <p className={styles.empty}>{t('home.merchantsEmpty')}</p>}
      {open.length > 0 && (
        <ul className={styles.games}>
          {open.map((merchant) => (
            <li key={merchant.id}>
              <MerchantCard merchant={merchant} />
            </li>
          ))}
        </ul>
      )}
      {comingSoon.length > 0 && (
        <section className={styles.comingSoon} aria-labelledby="coming-soon-heading">
          <h3 id="coming-soon-heading" className={styles.subheading}>
            {t('home.merchantInactive')}
          </h3>
          <p className={styles.intro}>{t('home.comingSoonIntro')}</p>
          <ul className={styles.upcoming}>
            {comingSoon.map((merchant) => (
              <li key={merchant.id}>
                <MerchantCard merchant={merchant} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </HomeSection>
  );
}
