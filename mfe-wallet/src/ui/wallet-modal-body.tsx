import type { ReactNode } from 'react';
import { cardStyles } from '@marketplace/contracts/ui';
import styles from './wallet-ui.module.css';

/** The common body of the wallet's modals and panels; the shell's modal queue supplies the dialog around a modal. */
export function WalletModalBody({ heading, children }: { heading: string; children?: ReactNode }) {
  return (
    <div className={styles.body} data-remote="wallet">
      <h2 className={`${cardStyles.heading} ${styles.heading}`}>{heading}</h2>
      {children}
    </div>
  );
}
