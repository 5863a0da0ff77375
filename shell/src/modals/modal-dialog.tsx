import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, FOCUSABLE, wrapTabFocus } from '@marketplace/contracts/ui';
import { useCurrentModal, type ModalQueue } from '../modal-queue/modal-queue';
import { modalDefinitionOf } from '../modal-queue/modal-registry';
import { focusHeadingOnArrival } from './focus-heading-on-arrival';
import styles from './modal.module.css';

/**
 * The one modal on screen (spec §2 modal queue), in a native modal `<dialog>`: the rest of the page
 * is inert while it shows, Tab wraps around inside it, and Escape closes what may be closed.
 */
export function ModalDialog({ queue }: { queue: ModalQueue }) {
  const { t } = useTranslation();
  const current = useCurrentModal(queue);
  const dialog = useRef<HTMLDialogElement>(null);

  const definition = current ? modalDefinitionOf(current.request) : null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (current && !element.open) element.showModal();
    if (!current && element.open) element.close();
    if (!current) return undefined;
    // A step of a sequence names where the person now is: its heading takes focus once its body is here.
    if (modalDefinitionOf(current.request).initialFocus === 'heading') return focusHeadingOnArrival(element);
    // The next modal of the queue replaces the body in the open dialog: focus its first control.
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return undefined;
  }, [current]);

  // Closing a step of a sequence (answered, Escape, ×) shows its next step in the same dialog; closing the rest ends it.
  const close = () => {
    if (!current) return;
    const following = modalDefinitionOf(current.request).next?.(current.request) ?? null;
    if (following) queue.update(current.key, following);
    else queue.close(current.key);
  };
  const dismissible = current && definition ? definition.dismissible(current.request) : false;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={current && definition ? t(definition.headingKey(current.request)) : undefined}
      data-modal={current?.request.kind}
      onKeyDown={(event) => {
        if (dialog.current) wrapTabFocus(event, dialog.current);
        // Escape is answered here, before it becomes the browser's close request: Chromium lets a page refuse only
        // one close request per user activation, and would close the dialog itself on the next Escape (a welcome's
        // steps, each with its own Escape rule, take several in a row).
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          if (dismissible) close();
        }
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
