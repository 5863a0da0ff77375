import { registerModal } from '../../modal-queue/modal-registry';
import { remoteModal } from '../remote-modal';

export const rescueModal = registerModal(
  remoteModal({
    kind: 'rescue',
    headingKey: () => 'wallet.rescueHeading',
    dismissible: () => true,
    remote: 'wallet',
    module: 'RescueModal',
    props: (_request, onClose) => ({ onClose }),
  }),
);
