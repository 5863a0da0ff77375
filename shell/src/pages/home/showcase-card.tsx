import { useTranslation } from 'react-i18next';
import type { Merchant, ShowcaseItem } from '@marketplace/contracts/wire';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import { GemPrice, ItemCard } from '@marketplace/contracts/ui';
import { showcaseItemPath } from './showcase-item-path';
import styles from './showcase-card.module.css';

export interface ShowcaseCardProps {
  item: ShowcaseItem;
  /** The item's game, once the merchants are known: its name under the price, its luxury styling. */
  merchant: Merchant | undefined;
  eager: boolean;
}

/** An item on sale on the home page: its art, name, rarity and price, where it is sold, leading to its page. */
export function ShowcaseCard({ item, merchant, eager }: ShowcaseCardProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <ItemCard
      href={localized(showcaseItemPath(item))}
      imageUrl={item.collectible.imageUrl}
      name={item.collectible.name}
      rarity={item.collectible.rarity}
      badge={item.kind === 'STORE' ? t('home.inStore') : t('home.onMarket')}
      luxury={merchant?.luxury ?? false}
      eager={eager}
      meta={
        <span className={styles.meta}>
          <GemPrice amount={item.price} />
          {merchant && <span className={styles.game}>{merchant.name}</span>}
        </span>
      }
    />
  );
}
