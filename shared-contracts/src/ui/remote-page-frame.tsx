import type { ReactNode } from 'react';
import type { RemoteName } from '../remotes/remote-names';
import styles from './remote-page-frame.module.css';

interface RemotePageFrameProps {
  remote: RemoteName;
  heading: string;
  children?: ReactNode;
}

/**
 * The outer frame every remote page renders: one heading, and the name of the remote that
 * rendered it, so support (and the e2e suite) can tell which team's code is on screen.
 */
export function RemotePageFrame({ remote, heading, children }: RemotePageFrameProps) {
  return (
    <section className={styles.frame} data-remote={remote} aria-labelledby={`${remote}-page-heading`}>
      <h1 id={`${remote}-page-heading`} className={styles.heading}>
        {heading}
      </h1>
      {children}
    </section>
  );
}
