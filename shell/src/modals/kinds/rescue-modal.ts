import { registerModal } from '../../modal-queue/modal-registry';
import { closableRemoteModal } from '../remote-modal';

export const rescueModal = registerModal(closableRemoteModal('rescue', 'wallet.rescueHeading', 'wallet', 'RescueModal'));
