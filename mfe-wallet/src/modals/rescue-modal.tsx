import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts';
import { WalletModalBody } from './wallet-modal-body';

const RescueModal: RemoteComponent<'wallet', 'RescueModal'> = ({ onClose }) => {
  const { t } = useTranslation();
  return (
    <WalletModalBody heading={t('wallet.rescueHeading')} onClose={onClose}>
      <p>{t('remotePage.comingSoon')}</p>
    </WalletModalBody>
  );
};

export default RescueModal;
