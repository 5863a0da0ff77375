import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@marketplace/contracts/browser';
import styles from './back-link.module.css';

/** The way back from a page to the list it belongs to (the store, the market, the recipes): a link led by an arrow. */
export function BackLink({ path, children }: { /** The list's path, localized here. */ path: string; children: ReactNode }) {
  const localized = useLocalizedPath();
  return (
    <Link className={styles.back} to={localized(path)}>
      {children}
    </Link>
  );
}
