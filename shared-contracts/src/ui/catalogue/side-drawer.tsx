import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonStyles } from '../buttons';
import { FOCUSABLE, wrapTabFocus } from './wrap-tab-focus';
import styles from './side-drawer.module.css';

export interface SideDrawerProps {
  open: boolean;
  /** Escape, the close button and a click beside the panel all ask for this; the caller sets `open`. */
  onClose: () => void;
  /** The drawer's heading, which also names the dialog. */
  title: string;
  /** The close button's accessible name ("Close filters"). */
  closeLabel: string;
  children: ReactNode;
  /** What stays at the bottom of the panel (apply, clear). */
  footer?: ReactNode;
}

/**
 * A panel that slides over the page from the side on a narrow screen (a list's filters): a native
 * modal `<dialog>`, so the page behind is inert; Tab wraps around inside it, Escape closes it, and
 * focus goes back to what opened it.
 */
export function SideDrawer({ open, onClose, title, closeLabel, children, footer }: SideDrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={styles.drawer}
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (dialog.current) wrapTabFocus(event, dialog.current);
      }}
      onCancel={(event) => {
        // Escape: the caller owns `open`, so the dialog does not close itself.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself, outside the panel.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={buttonStyles.icon} aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{open && children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </dialog>
  );
}
