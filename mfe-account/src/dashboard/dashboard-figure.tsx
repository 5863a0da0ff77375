import { Link } from 'react-router';
import styles from './dashboard.module.css';

interface DashboardFigureProps {
  /** The number, large, and what it counts, beside it. */
  value: number;
  label: string;
  testId: string;
  /** Where the figure leads (a list it counts), when it leads anywhere: then it is a link. */
  to?: string;
}

/** One figure of a dashboard card ("3 listed", "2 offers waiting"): a line of its own, or a link to what it counts. */
export function DashboardFigure({ value, label, testId, to }: DashboardFigureProps) {
  const content = (
    <>
      <span className={styles.figureNumber} data-testid={testId}>
        {value}
      </span>
      <span className={styles.figureLabel}>{label}</span>
    </>
  );
  return to === undefined ? (
    <p className={styles.figure}>{content}</p>
  ) : (
    <Link className={styles.figureLink} to={to}>
      {content}
    </Link>
  );
}
