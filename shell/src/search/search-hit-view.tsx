import { useTranslation } from 'react-i18next';
import { textInLocale } from '@marketplace/contracts/wire';
import { useLocale } from '@marketplace/contracts/browser';
import { CollectibleImage, ProfilePicture } from '@marketplace/contracts/ui';
import { MerchantThumbnail } from './merchant-thumbnail';
import type { SearchHit } from './search-paths';
import styles from './search-hit-view.module.css';

/** The picture of a hit: an item's art, a merchant's key art, a person's picture, a category's mark. */
function HitPicture({ found, size }: { found: SearchHit; size: 'small' | 'large' }) {
  const pixels = size === 'small' ? 40 : 56;
  switch (found.kind) {
    case 'items':
      return (
        <span className={styles.picture} data-size={size}>
          <CollectibleImage src={found.hit.imageUrl} alt="" sizes={`${pixels}px`} />
        </span>
      );
    case 'merchants':
      return <MerchantThumbnail artUrl={found.hit.artUrl} className={styles.picture} size={size} />;
    case 'people':
      return (
        <span className={styles.picture} data-size={size} data-round="true">
          <ProfilePicture picture={found.hit.profilePicture} name={found.hit.name} size={pixels} decorative />
        </span>
      );
    case 'sets':
      return (
        <span className={`${styles.picture} ${styles.mark}`} data-size={size}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />
          </svg>
        </span>
      );
  }
}

/** The name of a hit in the page's language (a category the merchant translated). */
export function useHitName(): (found: SearchHit) => string {
  const locale = useLocale();
  return (found) => (found.kind === 'sets' && found.hit.localizedName ? textInLocale(found.hit.localizedName, locale) : found.hit.name);
}

/** The line under a hit's name: the game of an item or category, a person's user name. */
function useHitDetail(): (found: SearchHit) => string | null {
  const { t } = useTranslation();
  return (found) => {
    switch (found.kind) {
      case 'items':
        return `${t(`kit:rarity.${found.hit.rarity}`)} · ${found.hit.merchantName}`;
      case 'sets':
        return `${t(found.hit.section === 'CRAFT' ? 'search.craftCategory' : 'search.storeCategory')} · ${found.hit.merchantName}`;
      case 'people':
        return found.hit.username ? `@${found.hit.username}` : null;
      case 'merchants':
        return t('search.merchantDetail');
    }
  };
}

/** A hit as the suggestions and the results page show it: picture, name, and what it is. */
export function SearchHitView({ found, size = 'small' }: { found: SearchHit; size?: 'small' | 'large' }) {
  const nameOf = useHitName();
  const detailOf = useHitDetail();
  const detail = detailOf(found);
  return (
    <span className={styles.hit}>
      <HitPicture found={found} size={size} />
      <span className={styles.text}>
        <span className={styles.name}>{nameOf(found)}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </span>
    </span>
  );
}
