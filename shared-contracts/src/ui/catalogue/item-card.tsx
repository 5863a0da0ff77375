import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Rarity } from '../../wire/entities/collectible';
import { CollectibleImage } from './collectible-image';
import { RarityBadge } from './rarity-badge';
import styles from './item-card.module.css';

/** How wide a card's image is shown in an `ItemGrid`: half the width on a phone (two columns), a grid column beyond. */
export const ITEM_CARD_IMAGE_SIZES = '(max-width: 48rem) 50vw, 16rem';

export interface ItemCardProps {
  /** Where the card leads, already localized (`useLocalizedPath`). */
  href: string;
  /** The collectible's `imageUrl` as the API gives it. */
  imageUrl: string;
  name: string;
  rarity: Rarity;
  /** The line under the name: a `GemPrice`, or another fact (listed count, owned, ingredients). */
  meta?: ReactNode;
  /** A short highlight over the image ("3 left", "Owned"). */
  badge?: string;
  /** A luxury merchant's item (spec §6): its corners and colours. */
  luxury?: boolean;
  /** One of the first cards on the page: its image loads at once. */
  eager?: boolean;
  /**
   * Controls of the item (a button that opens a dialog) in the card's footer, inside its border: a button
   * cannot sit inside the card's link, so the card becomes a frame holding the link and this footer.
   */
  footer?: ReactNode;
  /** A control over the image's top right corner (the item's heart), outside the card's link like the footer. */
  corner?: ReactNode;
}

/** One item in a grid: its art, name, rarity and price (or other fact), the whole card one link, and any controls under it. */
export function ItemCard({ href, imageUrl, name, rarity, meta, badge, luxury = false, eager = false, footer, corner }: ItemCardProps) {
  const content = (
    <>
      <span className={styles.media}>
        <CollectibleImage src={imageUrl} alt={name} sizes={ITEM_CARD_IMAGE_SIZES} eager={eager} />
        {badge && <span className={styles.badge}>{badge}</span>}
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{name}</span>
        <RarityBadge rarity={rarity} />
        {meta && <span className={styles.meta}>{meta}</span>}
      </span>
    </>
  );
  if (!footer && !corner) {
    return (
      <Link className={styles.card} to={href} data-luxury={luxury || undefined}>
        {content}
      </Link>
    );
  }
  return (
    <div className={styles.card} data-luxury={luxury || undefined} data-framed="">
      <Link className={styles.link} to={href}>
        {content}
      </Link>
      {corner && <div className={styles.corner}>{corner}</div>}
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
