import { registerModal } from '../../modal-queue/modal-registry';
import { closableRemoteModal } from '../remote-modal';

export const walletlessLinkModal = registerModal(closableRemoteModal('walletless-link', 'wallet.walletlessLinkHeading', 'wallet', 'WalletlessLinkModal'));
