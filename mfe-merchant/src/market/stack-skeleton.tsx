import { CATALOGUE_PAGE_SIZE } from '@marketplace/contracts/wire';
import { ItemGridSkeleton } from '@marketplace/contracts/ui';
import styles from './market-stack.module.css';

/** The stack page while the set loads: its summary, the completion panel and the grid, each in its place; the grid's skeleton says it is loading. */
export function StackSkeleton() {
  return (
    <div className={styles.stack} aria-busy="true">
      <div className={styles.top} aria-hidden="true">
        <div className={styles.summary}>
          <span className={styles.skeletonImage} />
          <span className={styles.skeletonLines} />
        </div>
        <span className={styles.skeletonPanel} />
      </div>
      <ItemGridSkeleton count={CATALOGUE_PAGE_SIZE} />
    </div>
  );
}
