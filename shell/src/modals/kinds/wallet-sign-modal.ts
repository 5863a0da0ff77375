import { registerModal } from '../../modal-queue/modal-registry';
import { closableRemoteModal } from '../remote-modal';

export const walletSignModal = registerModal(closableRemoteModal('wallet-sign', 'wallet.signHeading', 'wallet', 'WalletSignModal'));
