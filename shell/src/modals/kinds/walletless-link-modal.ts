import { registerModal } from '../../modal-queue/modal-registry';
import { remoteModal } from '../remote-modal';

export const walletlessLinkModal = registerModal(
  remoteModal({
    kind: 'walletless-link',
    headingKey: () => 'wallet.walletlessLinkHeading',
    dismissible: () => true,
    remote: 'wallet',
    module: 'WalletlessLinkModal',
    props: (_request, onClose) => ({ onClose }),
  }),
);
