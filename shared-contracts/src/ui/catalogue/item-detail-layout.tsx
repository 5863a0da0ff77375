import type { ReactNode } from 'react';
import { ZoomableArt } from '../lightbox/zoomable-art';
import { ShareButton } from '../share/share-button';
import { CollectibleImage } from './collectible-image';
import styles from './item-detail-layout.module.css';

/** How wide an item page's art is shown: the whole width on a phone, the left column beside the details beyond. */
export const ITEM_DETAIL_IMAGE_SIZES = '(max-width: 48rem) 100vw, 34rem';

/** The room between the details' blocks: 'roomy' where the blocks are tall (a recipe's ingredients, its panel). */
export type ItemDetailSpacing = 'regular' | 'roomy';

export interface ItemDetailLayoutProps {
  /** The item's `imageUrl` as the API gives it. */
  imageUrl: string;
  /** The item's name: the art is the item. */
  imageAlt: string;
  /** A row at the top of the details: the rarity and short facts beside it ("3 left"). */
  summary?: ReactNode;
  spacing?: ItemDetailSpacing;
  /** A page people share (an item, a collectible) names itself here: Share then ends the summary row. */
  shareTitle?: string;
  /** The details, one block under another: price, actions, properties, the way back. */
  children: ReactNode;
  /** `data-*` attributes naming what the page shows (`data-item`, `data-status`…). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

/**
 * The page of one item (a store item, a market listing, a recipe's result, a collectible): its art large
 * beside the details from a tablet up, above them on a phone. The art loads at once: it is the page; it opens
 * full size and zoomable.
 */
export function ItemDetailLayout({ imageUrl, imageAlt, summary, spacing = 'regular', shareTitle, children, ...data }: ItemDetailLayoutProps) {
  return (
    <div className={styles.layout} {...data}>
      <div className={styles.media}>
        <ZoomableArt src={imageUrl} alt={imageAlt}>
          <CollectibleImage src={imageUrl} alt={imageAlt} sizes={ITEM_DETAIL_IMAGE_SIZES} eager />
        </ZoomableArt>
      </div>
      <div className={styles.details} data-spacing={spacing}>
        {(summary || shareTitle) && (
          <div className={styles.summary}>
            {summary}
            {shareTitle && (
              <span className={styles.share}>
                <ShareButton title={shareTitle} />
              </span>
            )}
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
