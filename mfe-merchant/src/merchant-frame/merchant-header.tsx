import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { resolveCollectibleImageUrl, textInLocale, type Merchant } from '@marketplace/contracts/wire';
import { RuntimeConfigContext, useLocale } from '@marketplace/contracts/browser';
import { VisuallyHidden } from '@marketplace/contracts/ui';
import { externalHref } from './external-link';
import styles from './merchant-header.module.css';

/** The merchant's card at the top of its pages: its key art, name, tagline, and its own game and landing pages. */
export function MerchantHeader({ merchant }: { merchant: Merchant }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const locale = useLocale();
  const config = useContext(RuntimeConfigContext);
  const art = merchant.artUrl && (config ? resolveCollectibleImageUrl(merchant.artUrl, config.api.main) : merchant.artUrl);
  const gameHref = externalHref(merchant.gamePageURI);
  const landingHref = externalHref(merchant.landingPageURI);
  return (
    <header className={styles.header} data-luxury={merchant.luxury || undefined}>
      <span className={styles.band}>
        {/* The art is the merchant's look, not information: its name is right below. */}
        {art && <img className={styles.art} src={art} alt="" width={1200} height={600} decoding="async" fetchPriority="high" />}
      </span>
      <div className={styles.identity}>
        <div className={styles.who}>
          <p className={styles.name}>{merchant.name}</p>
          {merchant.tagline && <p className={styles.tagline}>{textInLocale(merchant.tagline, locale)}</p>}
        </div>
        {(gameHref || landingHref) && (
          <p className={styles.links}>
            {gameHref && (
              <a className={styles.link} href={gameHref} target="_blank" rel="noopener noreferrer">
                <PlayIcon />
                <span className={styles.label}>{t('merchantFrame.play', { merchant: merchant.name })}</span>
                <VisuallyHidden> {t('merchantFrame.newTab')}</VisuallyHidden>
              </a>
            )}
            {landingHref && (
              <a className={styles.link} href={landingHref} target="_blank" rel="noopener noreferrer">
                <WebsiteIcon />
                <span className={styles.label}>{t('merchantFrame.website')}</span>
                <VisuallyHidden> {t('merchantFrame.newTab')}</VisuallyHidden>
              </a>
            )}
          </p>
        )}
      </div>
    </header>
  );
}

/* On a phone the links are these icons alone (their text stays their accessible name), so the card is one row. */
function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6 3.5v13l10.5-6.5z" />
    </svg>
  );
}

function WebsiteIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        d="M10 2.5a7.5 7.5 0 1 0 0 15a7.5 7.5 0 1 0 0-15zM2.5 10h15M10 2.5c2.2 2 3.2 4.6 3.2 7.5s-1 5.5-3.2 7.5c-2.2-2-3.2-4.6-3.2-7.5s1-5.5 3.2-7.5z"
      />
    </svg>
  );
}

/** The card's place while the merchants load, the same shape, so the page does not move when it arrives. */
export function MerchantHeaderSkeleton() {
  return (
    <div className={`${styles.header} ${styles.skeleton}`} aria-hidden="true">
      <span className={styles.band} />
      <div className={styles.identity}>
        <div className={styles.who}>
          <span className={styles.name} />
          <span className={styles.tagline} />
        </div>
      </div>
    </div>
  );
}
