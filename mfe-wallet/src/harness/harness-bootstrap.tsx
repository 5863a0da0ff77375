import { mountRemoteHarness } from '../../../tooling/remote-harness/mount-remote-harness';
import { loadMessages } from '../i18n/messages';
import RescueModal from '../modals/rescue-modal';
import WalletCreateModal from '../modals/wallet-create-modal';
import WalletLockedModal from '../modals/wallet-locked-modal';
import WalletlessLinkModal from '../modals/walletless-link-modal';
import RescuePage from '../pages/rescue-page';

const close = () => window.history.back();

void mountRemoteHarness(
  'wallet',
  [
    { path: '/rescue', label: 'Rescue page', element: <RescuePage /> },
    { path: '/modal/wallet-create', label: 'Wallet create modal', element: <WalletCreateModal mode="create" onClose={close} /> },
    { path: '/modal/wallet-link', label: 'Wallet create modal, link mode', element: <WalletCreateModal mode="link" onClose={close} /> },
    { path: '/modal/wallet-update', label: 'Wallet create modal, update mode', element: <WalletCreateModal mode="update" onClose={close} /> },
    { path: '/modal/wallet-locked', label: 'Wallet locked modal', element: <WalletLockedModal variant="locked" onClose={close} /> },
    { path: '/modal/wallet-locked-support', label: 'Wallet locked modal, support variant', element: <WalletLockedModal variant="support" onClose={close} /> },
    { path: '/modal/rescue', label: 'Rescue modal', element: <RescueModal onClose={close} /> },
    { path: '/modal/walletless-link', label: 'Walletless link modal', element: <WalletlessLinkModal onClose={close} /> },
  ],
  { loadMessages },
);
