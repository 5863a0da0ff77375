import type { ReactNode } from 'react';
import styles from './catalogue-notice.module.css';

export interface EmptyStateProps {
  title: string;
  /** What the visitor can do about it. */
  body: string;
  /** A way on: a link or button (`buttonStyles`), e.g. "See all categories". */
  action?: ReactNode;
}

/** A list with nothing in it, saying why and what to do next. */
export function EmptyState({ title, body, action }: EmptyStateProps) {
  return (
    <div className={styles.notice}>
      <p className={styles.title}>{title}</p>
      <p className={styles.body}>{body}</p>
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
