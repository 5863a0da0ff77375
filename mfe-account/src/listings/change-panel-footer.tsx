import { buttonStyles } from '@marketplace/contracts/ui';
import styles from './listings.module.css';

interface ChangePanelFooterProps {
  /** What the person should know before going on (a signature is asked for, they can list again). */
  note: string;
  /** How far the change has got ("2 of 3 signed"), while it runs. */
  progress: string | null;
  busy: boolean;
  confirmLabel: string;
  /** The confirm button's press; without it, the button submits the panel's form. */
  onConfirm?: () => void;
  cancelLabel: string;
  onCancel: () => void;
}

/** How a bulk change's panel (repricing, withdrawing) ends: its note, its progress and the buttons to go on or back, both held while it runs. */
export function ChangePanelFooter({ note, progress, busy, confirmLabel, onConfirm, cancelLabel, onCancel }: ChangePanelFooterProps) {
  return (
    <>
      <p className={styles.muted}>{note}</p>
      {progress && (
        <p className={styles.progress} role="status">
          {progress}
        </p>
      )}
      <div className={styles.actions}>
        <button type={onConfirm ? 'button' : 'submit'} className={buttonStyles.primary} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}
