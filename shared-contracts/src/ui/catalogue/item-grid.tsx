import { Children, type ReactNode } from 'react';
import styles from './item-grid.module.css';

export interface ItemGridProps {
  /** What the list holds, for screen readers ("Items in the store"). */
  label: string;
  /** The cards, one per item (`ItemCard`); each becomes a list item. */
  children: ReactNode;
}

/** Items in a responsive grid: two columns on a phone, as many as fit on a wide screen. */
export function ItemGrid({ label, children }: ItemGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => child && <li className={styles.cell}>{child}</li>)}
    </ul>
  );
}
