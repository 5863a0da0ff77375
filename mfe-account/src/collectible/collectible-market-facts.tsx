import { useTranslation } from 'react-i18next';
import { ACCOUNT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { useLocale, useLocalizedPath } from '@marketplace/contracts/browser';
import type { CollectibleDetail } from '@marketplace/contracts/wire';
import { GemPrice } from '@marketplace/contracts/ui';
import { collectiblePaths } from './collectible-paths';
import styles from './collectible.module.css';

/** Where a collectible stands on the market: its listing (price and a link to it), its open offers and its last sale. */
export function CollectibleMarketFacts({ collectible }: { collectible: CollectibleDetail }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const { merchantId, listing, offers, lastSale } = collectible;
  const listingPath = listing && (listing.kind === 'STORE' ? collectiblePaths.storeItem : collectiblePaths.marketListing)(merchantId, listing.id);
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{t('collectible.facts.price')}</dt>
        <dd>
          {listing && listingPath ? (
            <>
              <GemPrice amount={listing.price} size="lg" />
              <span className={styles.factNote}>
                {listing.status === 'RESERVED' ? t('collectible.facts.reserved') : null}
                <Link className={styles.link} to={localized(listingPath)}>
                  {listing.kind === 'STORE' ? t('collectible.facts.seeStoreItem') : t('collectible.facts.seeListing')}
                </Link>
              </span>
            </>
          ) : (
            t('collectible.facts.notListed')
          )}
        </dd>
      </div>
      <div className={styles.fact}>
        <dt>{t('collectible.facts.lastSale')}</dt>
        <dd>
          {lastSale ? (
            <>
              <GemPrice amount={lastSale.price} />
              <span className={styles.factNote}>
                <time dateTime={lastSale.time}>{new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(lastSale.time))}</time>
              </span>
            </>
          ) : (
            t('collectible.facts.neverSold')
          )}
        </dd>
      </div>
      {offers.open > 0 && (
        <div className={styles.fact}>
          <dt>{t('collectible.facts.offers', { count: offers.open })}</dt>
          <dd>{offers.bestPrice && <GemPrice amount={offers.bestPrice} />}</dd>
        </div>
      )}
    </dl>
  );
}
