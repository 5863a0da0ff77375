import { useTranslation } from 'react-i18next';
import { MERCHANT_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import type { MarketListing } from '@marketplace/contracts/wire';
import { useLocale, useLocalizedPath, useSessionUser } from '@marketplace/contracts/browser';
import { CollectibleProperties, FavouriteButton, GemPrice, ItemDetailLayout, RarityBadge } from '@marketplace/contracts/ui';
import { BuyPanel } from '../buying/buy-panel';
import { cartLineOf } from '../buying/cart-line-of';
import { BackLink } from '../merchant-frame/back-link';
import { ListingActions } from '../selling/listing-actions';
import { marketPaths, sellerPath } from './market-paths';
import { useOtherCopiesOnSale } from './use-other-copies-on-sale';
import styles from './market-listing.module.css';

/**
 * A listing: its art large, rarity, seller, when it was listed, its price; Buy for someone else's, and
 * what the viewer may do besides (change or withdraw it, offers). One that no longer stands says so.
 * Either leads to its stack when other copies are on sale there.
 */
export function MarketListingDetail({ listing }: { listing: MarketListing }) {
  const { t } = useTranslation(MERCHANT_NAMESPACE);
  const locale = useLocale();
  const localized = useLocalizedPath();
  const viewer = useSessionUser();
  const { collectible, seller } = listing;
  const mine = viewer?.id === seller.id;
  const over = listing.status === 'SOLD' || listing.status === 'CANCELLED';
  const listedAt = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(listing.createdAt));
  const stackPath = localized(marketPaths.stack(listing.merchantId, collectible.setId));
  const others = useOtherCopiesOnSale(listing);
  const othersLink = others !== undefined && others > 0 && <Link to={stackPath}>{t('market.listing.otherOnSale', { count: others })}</Link>;

  return (
    <ItemDetailLayout
      imageUrl={collectible.imageUrl}
      imageAlt={collectible.name}
      shareTitle={collectible.name}
      summary={<RarityBadge rarity={collectible.rarity} />}
      data-listing={listing.id}
      data-status={listing.status}
    >
      {over && (
        <div className={styles.notice} role="status">
          <p className={styles.noticeTitle}>{t(listing.status === 'SOLD' ? 'market.listing.sold' : 'market.listing.withdrawn')}</p>
          {othersLink && <span className={styles.noticeLink}>{othersLink}</span>}
        </div>
      )}
      <dl className={styles.facts}>
        <div>
          <dt>{t('market.listing.seller')}</dt>
          <dd>
            <Link to={localized(sellerPath(seller.id))}>{seller.displayName ?? seller.username ?? t('market.listing.unnamedSeller')}</Link>
            {mine && <span className={styles.you}>{t('market.listing.you')}</span>}
          </dd>
        </div>
        <div>
          <dt>{t('market.listing.listed')}</dt>
          <dd>
            <time dateTime={listing.createdAt}>{listedAt}</time>
          </dd>
        </div>
      </dl>
      {!over && <GemPrice amount={listing.price} size="lg" />}
      <FavouriteButton item={{ merchantId: listing.merchantId, setId: collectible.setId }} name={collectible.name} variant="labelled" />
      {!mine && !over && (
        <BuyPanel
          merchantId={listing.merchantId}
          collectibleId={collectible.id}
          price={listing.price}
          available={listing.status === 'ACTIVE'}
          cartLine={cartLineOf(listing, 'MARKET')}
        />
      )}
      <ListingActions listing={listing} />
      <CollectibleProperties heading={t('market.listing.properties')} properties={collectible.properties} />
      <div className={styles.links}>
        {!over && othersLink}
        <BackLink path={marketPaths.front(listing.merchantId)}>{t('market.listing.back')}</BackLink>
      </div>
    </ItemDetailLayout>
  );
}
