import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts';
import { WalletModalBody } from './wallet-modal-body';

const WalletLockedModal: RemoteComponent<'wallet', 'WalletLockedModal'> = ({ variant, onClose }) => {
  const { t } = useTranslation();
  return (
    <WalletModalBody heading={t(variant === 'support' ? 'wallet.lockedSupportHeading' : 'wallet.lockedHeading')} onClose={onClose}>
      <p>{t('remotePage.comingSoon')}</p>
    </WalletModalBody>
  );
};

export default WalletLockedModal;
