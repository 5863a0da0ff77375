import { useTranslation } from 'react-i18next';
import { formatUsd, PRODUCT } from '@marketplace/contracts/wire';
import { useMerchants, useRate } from '@marketplace/contracts/browser';
import { MerchantCard } from './merchant-card';
import styles from './home-page.module.css';

/** `/`: the games on the marketplace and what one GEM is worth today. */
export function HomePage() {
  const { t } = useTranslation();
  const { merchants, loaded } = useMerchants();
  const rate = useRate();
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          {t('home.heading')}
        </h1>
        <p className={styles.intro}>{t('home.intro', { token: PRODUCT })}</p>
        <div className={styles.rate} aria-live="polite">
          <span className={styles.rateLabel}>{t('home.rateLabel')}</span>
          <span className={styles.rateValue} data-testid="gem-rate">
            {rate.status === 'ready' && t('home.rate', { token: PRODUCT, usd: formatUsd(rate.price) })}
            {rate.status === 'failed' && t('home.rateUnavailable')}
            {rate.status === 'loading' && t('app.loading')}
          </span>
        </div>
      </section>
      <section aria-labelledby="merchants-heading">
        <h2 id="merchants-heading" className={styles.subheading}>
          {t('home.merchantsHeading')}
        </h2>
        {!loaded && <p role="status">{t('app.loading')}</p>}
        {loaded && merchants.length === 0 && <p>{t('home.merchantsEmpty')}</p>}
        {merchants.length > 0 && (
          <ul className={styles.merchants}>
            {merchants.map((merchant) => (
              <li key={merchant.id}>
                <MerchantCard merchant={merchant} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
