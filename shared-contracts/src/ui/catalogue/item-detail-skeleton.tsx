import layoutStyles from './item-detail-layout.module.css';
import type { ItemDetailSpacing } from './item-detail-layout';
import styles from './item-detail-skeleton.module.css';
import { VisuallyHidden } from '../visually-hidden';

/**
 * What stands in for one block of an item page's details, each the size of what it stands for: the
 * rarity row (`summary`), a row of named facts (`facts`), the large price (`price`), one row of a list
 * (`row`, an ingredient), an action panel (`panel`, Buy; `shortPanel`, one with a line and a button).
 */
export type ItemDetailPlaceholder = 'summary' | 'facts' | 'price' | 'row' | 'panel' | 'shortPanel';

export interface ItemDetailSkeletonProps {
  /** What loads, for screen readers ("Loading the item…"). */
  label: string;
  /** The details' blocks, in the page's order. */
  blocks: readonly ItemDetailPlaceholder[];
  spacing?: ItemDetailSpacing;
}

/** An item page while it loads: the same two columns and the art's square, so nothing moves when it arrives. */
export function ItemDetailSkeleton({ label, blocks, spacing = 'regular' }: ItemDetailSkeletonProps) {
  return (
    <div className={layoutStyles.layout} aria-busy="true">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <div className={layoutStyles.media}>
        <span className={styles.image} />
      </div>
      <div className={layoutStyles.details} data-spacing={spacing} aria-hidden="true">
        {blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <span key={index} className={styles.block} data-block={block} />
        ))}
      </div>
    </div>
  );
}
