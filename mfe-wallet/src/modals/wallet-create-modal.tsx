import { useTranslation } from 'react-i18next';
import type { RemoteComponent, WalletCreateMode } from '@marketplace/contracts';
import { WalletModalBody } from './wallet-modal-body';

const HEADINGS: Record<WalletCreateMode, string> = {
  create: 'wallet.createHeading',
  link: 'wallet.linkHeading',
  update: 'wallet.updateHeading',
};

const WalletCreateModal: RemoteComponent<'wallet', 'WalletCreateModal'> = ({ mode, onClose }) => {
  const { t } = useTranslation();
  return (
    <WalletModalBody heading={t(HEADINGS[mode])} onClose={onClose}>
      <p>{t('remotePage.comingSoon')}</p>
    </WalletModalBody>
  );
};

export default WalletCreateModal;
