import type { WalletCreateMode } from '@marketplace/contracts/wire';
import { registerModal } from '../../modal-queue/modal-registry';
import { remoteModal } from '../remote-modal';

const HEADINGS: Record<WalletCreateMode, string> = {
  create: 'wallet.createHeading',
  link: 'wallet.linkHeading',
  update: 'wallet.updateHeading',
};

export const walletCreateModal = registerModal(
  remoteModal({
    kind: 'wallet-create',
    headingKey: ({ mode }) => HEADINGS[mode],
    // A wallet that must be updated before the account can be used is not optional.
    dismissible: ({ mode }) => mode !== 'update',
    remote: 'wallet',
    module: 'WalletCreateModal',
    props: ({ mode }, onClose) => ({ mode, onClose }),
  }),
);
