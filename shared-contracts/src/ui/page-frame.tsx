import type { ReactNode } from 'react';
import type { RemoteName } from '../wire/remotes/remote-names';
import styles from './page-frame.module.css';

interface PageFrameProps {
  /** The team whose code renders the page: a remote, or the shell itself. */
  owner: RemoteName | 'shell';
  heading: string;
  children?: ReactNode;
}

/**
 * The outer frame every page renders: one heading, and the name of the app that rendered it,
 * so support (and the e2e suite) can tell which team's code is on screen.
 */
export function PageFrame({ owner, heading, children }: PageFrameProps) {
  return (
    <section className={styles.frame} data-remote={owner === 'shell' ? undefined : owner} aria-labelledby={`${owner}-page-heading`}>
      <h1 id={`${owner}-page-heading`} className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
