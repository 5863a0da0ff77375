import type { ReactNode } from 'react';
import styles from './shell-page-frame.module.css';

/** The heading block of the shell's own pages, matching the frame remote pages render. */
export function ShellPageFrame({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <section className={styles.frame} aria-labelledby="shell-page-heading">
      <h1 id="shell-page-heading" className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
