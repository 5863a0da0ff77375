import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { RescueFlow } from '../flows/rescue-flow';
import { WalletModalBody } from '../ui/wallet-modal-body';

/** Spec §2 `?rescue`: the rescue flow in a modal, over whatever page the person is on. */
const RescueModal: RemoteComponent<'wallet', 'RescueModal'> = ({ onClose }) => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <WalletModalBody heading={t('wallet.rescueHeading')}>
      <RescueFlow onDone={onClose} />
    </WalletModalBody>
  );
};

export default RescueModal;
