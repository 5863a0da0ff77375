import { registerModal } from '../../modal-queue/modal-registry';
import { remoteModal } from '../remote-modal';

export const walletLockedModal = registerModal(
  remoteModal({
    kind: 'wallet-locked',
    headingKey: ({ variant }) => (variant === 'support' ? 'wallet.lockedSupportHeading' : 'wallet.lockedHeading'),
    dismissible: () => true,
    remote: 'wallet',
    module: 'WalletLockedModal',
    props: ({ variant }, onClose) => ({ variant, onClose }),
  }),
);
