import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, FOCUSABLE, wrapTabFocus } from '@marketplace/contracts/ui';
import { useCurrentModal, type ModalQueue } from '../modal-queue/modal-queue';
import { modalDefinitionOf } from '../modal-queue/modal-registry';
import styles from './modal.module.css';

/**
 * The one modal on screen (spec §2 modal queue), in a native modal `<dialog>`: the rest of the page
 * is inert while it shows, Tab wraps around inside it, and Escape closes what may be closed.
 */
export function ModalDialog({ queue }: { queue: ModalQueue }) {
  const { t } = useTranslation();
  const current = useCurrentModal(queue);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (current && !element.open) element.showModal();
    if (!current && element.open) element.close();
    // The next modal of the queue replaces the body in the open dialog: focus its first control.
    if (current) element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [current]);

  const close = () => {
    if (current) queue.close(current.key);
  };
  const definition = current ? modalDefinitionOf(current.request) : null;
  const dismissible = current && definition ? definition.dismissible(current.request) : false;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={current && definition ? t(definition.headingKey(current.request)) : undefined}
      data-modal={current?.request.kind}
      onKeyDown={(event) => {
        if (dialog.current) wrapTabFocus(event, dialog.current);
      }}
      onCancel={(event) => {
        // Escape: the dialog closes itself unless told not to; the queue decides instead.
        event.preventDefault();
        if (dismissible) close();
      }}
    >
      {current && (
        <div className={styles.frame} key={current.key}>
          {dismissible && (
            <button type="button" className={`${buttonStyles.icon} ${styles.close}`} aria-label={t('modal.close')} onClick={close}>
              <span aria-hidden="true">×</span>
            </button>
          )}
          {/* A body whose code is a chunk of its own (the session's dialogs, a remote's) shows once it is here. */}
          {definition && (
            <Suspense fallback={<div className={styles.pending} role="status" aria-busy="true" />}>
              <definition.Body request={current.request} onClose={close} />
            </Suspense>
          )}
        </div>
      )}
    </dialog>
  );
}
