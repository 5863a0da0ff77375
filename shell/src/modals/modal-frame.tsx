import type { ReactNode } from 'react';
import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './modal.module.css';

/** The heading, text and buttons every shell-owned modal body is made of. */
export function ModalFrame({ heading, body, children }: { heading: string; body?: string; children?: ReactNode }) {
  return (
    <>
      <h2 className={styles.heading} data-modal-heading>
        {heading}
      </h2>
      {body && <p className={styles.body}>{body}</p>}
      {children}
    </>
  );
}

export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export function PrimaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={buttonStyles.primary} onClick={onClick}>
      {children}
    </button>
  );
}

export function SecondaryButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={buttonStyles.secondary} onClick={onClick}>
      {children}
    </button>
  );
}
