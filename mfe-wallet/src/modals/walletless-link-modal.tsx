import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts';
import { WalletModalBody } from './wallet-modal-body';

const WalletlessLinkModal: RemoteComponent<'wallet', 'WalletlessLinkModal'> = ({ onClose }) => {
  const { t } = useTranslation();
  return (
    <WalletModalBody heading={t('wallet.walletlessLinkHeading')} onClose={onClose}>
      <p>{t('remotePage.comingSoon')}</p>
    </WalletModalBody>
  );
};

export default WalletlessLinkModal;
