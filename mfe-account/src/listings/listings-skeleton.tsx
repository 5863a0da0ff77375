import skeleton from '../portal-kit/portal-skeleton.module.css';
import styles from './listings.module.css';

/** The list's shape while it loads: rows of a checkbox, art, two lines and a price, pulsing, so nothing moves when they arrive. */
export function ListingsSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div className={styles.frame} role="status" aria-busy="true">
      <span className={skeleton.visuallyHidden}>{label}</span>
      <div aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
          <div key={index} className={styles.skeletonRow}>
            <span className={`${styles.art} ${skeleton.block}`} />
            <span className={styles.skeletonText}>
              <span className={skeleton.bar} />
              <span className={skeleton.barShort} />
            </span>
            <span className={skeleton.barShort} />
          </div>
        ))}
      </div>
    </div>
  );
}
