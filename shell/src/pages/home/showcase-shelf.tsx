import type { ReactNode } from 'react';
import type { Merchant, ShowcaseItem } from '@marketplace/contracts/wire';
import { ItemGrid } from '@marketplace/contracts/ui';
import { HomeSection } from './home-section';
import { ShowcaseCard } from './showcase-card';
import styles from './showcase-shelf.module.css';

export interface ShowcaseShelfProps {
  /** The section's id, a target for links within the page (`#featured`). */
  id: string;
  heading: string;
  intro: string;
  /** The items; null while something else stands in their place. */
  items: ShowcaseItem[] | null;
  /** What stands in for the items: their skeleton, the failure, the empty state. */
  standIn?: ReactNode;
  merchants: ReadonlyMap<string, Merchant>;
  /** Where all of the shelf's kind of items are (a store, a market), locale-free; none, no "See all" link. */
  seeAllPath?: string;
  /** How many of the first cards are above the fold: their art loads at once, the rest lazily. */
  eagerCount: number;
}

/**
 * One shelf of the home page's window: a heading and its items, two rows of four on a wide screen,
 * one row to swipe through on a phone.
 */
export function ShowcaseShelf({ id, heading, intro, items, standIn, merchants, seeAllPath, eagerCount }: ShowcaseShelfProps) {
  return (
    <HomeSection id={id} heading={heading} intro={intro} seeAllPath={seeAllPath}>
      <div className={styles.items}>
        {items ? (
          <ItemGrid label={heading}>
            {items.map((item, index) => (
              <ShowcaseCard key={item.id} item={item} merchant={merchants.get(item.merchantId)} eager={index < eagerCount} />
            ))}
          </ItemGrid>
        ) : (
          standIn
        )}
      </div>
    </HomeSection>
  );
}
