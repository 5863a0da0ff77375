import { registerModal } from '../../modal-queue/modal-registry';
import { remoteModal } from '../remote-modal';

export const walletSignModal = registerModal(
  remoteModal({
    kind: 'wallet-sign',
    headingKey: () => 'wallet.signHeading',
    dismissible: () => true,
    remote: 'wallet',
    module: 'WalletSignModal',
    props: (_request, onClose) => ({ onClose }),
  }),
);
