import { registerModal } from '../../modal-queue/modal-registry';
import { remoteModal } from '../remote-modal';

/** The merchant remote's selling dialog, which any page may ask for over the bus (`selling:open`). */
export const sellingModal = registerModal(
  remoteModal({
    kind: 'selling',
    headingKey: () => 'selling.dialogHeading',
    dismissible: () => true,
    remote: 'merchant',
    module: 'SellingModal',
    props: ({ collectibleId, merchantId }, onClose) => ({ collectibleId, merchantId, onClose }),
  }),
);
