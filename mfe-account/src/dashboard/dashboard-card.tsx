import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './dashboard.module.css';
import skeleton from '../portal-kit/portal-skeleton.module.css';
import { skeletonSizes } from '../portal-kit/skeleton-sizes';

/** A dashboard card's pulsing bars stand as tall as its figures' lines. */
export const CARD_SKELETON_SIZES = skeletonSizes({ barHeight: '1.25rem' });

export interface DashboardCardProps {
  title: string;
  /** Where the card's "see all" leads, and what it says. */
  more?: { to: string; label: string };
  /** `wide`: the card spans the grid (a list that needs the room). */
  wide?: boolean;
  children: ReactNode;
  testId?: string;
}

/** One card of the dashboard grid: a titled region with an optional way to the full page. */
export function DashboardCard({ title, more, wide = false, children, testId }: DashboardCardProps) {
  const headingId = useId();
  const localized = useLocalizedPath();
  return (
    <section className={styles.card} data-wide={wide || undefined} aria-labelledby={headingId} data-testid={testId}>
      <header className={styles.cardHeader}>
        <h2 className={styles.cardTitle} id={headingId}>
          {title}
        </h2>
        {more && (
          <Link className={styles.more} to={localized(more.to)}>
            {more.label}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}

/** A card's content while it loads: `lines` pulsing bars of the card's own shape. */
export function CardSkeleton({ lines, label }: { lines: number; label: string }) {
  return (
    <div className={styles.skeleton} style={CARD_SKELETON_SIZES} role="status" aria-busy="true">
      <span className={skeleton.visuallyHidden}>{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <span key={index} className={index % 2 === 0 ? skeleton.bar : skeleton.barShort} aria-hidden="true" />
      ))}
    </div>
  );
}
