import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT } from '@marketplace/contracts/wire';
import { useMerchants, useRate } from '@marketplace/contracts/browser';
import { formatRate } from './home/format-rate';
import { GamesSection } from './home/games-section';
import { FeaturedShelf, NewestShelf } from './home/showcase-shelves';
import styles from './home-page.module.css';

/**
 * `/`: the marketplace's front page. What one GEM is worth today, the rarest items on sale, each game
 * with its art and the ways into its store, market and craft, then what was just listed. Prerendered
 * per locale with its data (`_payload.json`), so it renders in Node too: nothing here reads the window.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { merchants, loaded } = useMerchants();
  const rate = useRate();
  const merchantsById = useMemo(() => new Map(merchants.map((merchant) => [merchant.id, merchant])), [merchants]);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          {t('home.heading')}
        </h1>
        <p className={styles.intro}>{t('home.intro', { token: PRODUCT })}</p>
        {/* Not a live region: the rate is read again every 30 s, and announcing each change would talk over the page. */}
        <div className={styles.rate}>
          <span className={styles.rateLabel}>{t('home.rateLabel')}</span>
          <span className={styles.rateValue} data-testid="gem-rate">
            {rate.status === 'ready' && t('home.rate', { token: PRODUCT, usd: formatRate(rate.price) })}
            {rate.status === 'failed' && t('home.rateUnavailable')}
            {rate.status === 'loading' && t('app.loading')}
          </span>
        </div>
      </section>
      <FeaturedShelf merchants={merchantsById} />
      <GamesSection merchants={merchants} loaded={loaded} />
      <NewestShelf merchants={merchantsById} />
    </div>
  );
}
