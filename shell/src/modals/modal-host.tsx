import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@marketplace/contracts';
import { RemoteView } from '../remote/remote-view';
import { IdleSessionBody, LoginBody, LoginErrorBody, LoginLoaderBody, TokenExpiredBody } from './bodies/session-modal-bodies';
import styles from './modal.module.css';
import { modalQueue, useCurrentModal, type ModalQueue } from './modal-queue';
import { isDismissible, type ModalRequest } from './modal-request';
import { FOCUSABLE, wrapTabFocus } from './wrap-tab-focus';

/** The accessible name of each modal: the heading its body shows. */
const HEADING_KEYS: Record<ModalRequest['kind'], string> = {
  'login-loader': 'session.loaderHeading',
  login: 'session.loginHeading',
  'login-error': 'session.errorHeading',
  'idle-session': 'session.idleHeading',
  'token-expired': 'session.expiredHeading',
  'wallet-create': 'wallet.createHeading',
  'wallet-locked': 'wallet.lockedHeading',
  rescue: 'wallet.rescueHeading',
  'walletless-link': 'wallet.walletlessLinkHeading',
  'wallet-sign': 'wallet.signHeading',
};

function headingKey(request: ModalRequest): string {
  if (request.kind === 'wallet-create' && request.mode !== 'create') return request.mode === 'link' ? 'wallet.linkHeading' : 'wallet.updateHeading';
  if (request.kind === 'wallet-locked' && request.variant === 'support') return 'wallet.lockedSupportHeading';
  return HEADING_KEYS[request.kind];
}

/** Shell bodies are the shell's own; the wallet's come from the wallet remote (DESIGN rule 1). */
function ModalBody({ request, onClose }: { request: ModalRequest; onClose: () => void }) {
  switch (request.kind) {
    case 'login-loader':
      return <LoginLoaderBody />;
    case 'login':
      return <LoginBody onClose={onClose} />;
    case 'login-error':
      return <LoginErrorBody onClose={onClose} />;
    case 'idle-session':
      return <IdleSessionBody onClose={onClose} />;
    case 'token-expired':
      return <TokenExpiredBody onClose={onClose} />;
    case 'wallet-create':
      return <RemoteView remote="wallet" module="WalletCreateModal" props={{ mode: request.mode, onClose }} />;
    case 'wallet-locked':
      return <RemoteView remote="wallet" module="WalletLockedModal" props={{ variant: request.variant, onClose }} />;
    case 'rescue':
      return <RemoteView remote="wallet" module="RescueModal" props={{ onClose }} />;
    case 'walletless-link':
      return <RemoteView remote="wallet" module="WalletlessLinkModal" props={{ onClose }} />;
    case 'wallet-sign':
      return <RemoteView remote="wallet" module="WalletSignModal" props={{ onClose }} />;
  }
}

/**
 * The one modal on screen (spec §2 modal queue), in a native modal `<dialog>`: the rest of the page
 * is inert while it shows, Tab wraps around inside it, and Escape closes what may be closed.
 */
export function ModalHost({ queue = modalQueue }: { queue?: ModalQueue }) {
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
  const dismissible = current ? isDismissible(current.request) : false;

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={current ? t(headingKey(current.request)) : undefined}
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
          <ModalBody request={current.request} onClose={close} />
        </div>
      )}
    </dialog>
  );
}
