import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { buttonStyles } from '@marketplace/contracts/ui';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { WalletModalBody } from '../ui/wallet-modal-body';
import styles from '../ui/wallet-ui.module.css';

/** Spec §2 `?walletless-link`: the success of linking an account that has no wallet yet. */
const WalletlessLinkModal: RemoteComponent<'wallet', 'WalletlessLinkModal'> = ({ onClose }) => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  return (
    <WalletModalBody heading={t('wallet.walletlessLinkHeading')}>
      <p className={styles.success} role="status">
        {t('wallet.walletlessLinkBody')}
      </p>
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.primary} onClick={onClose}>
          {t('wallet.done')}
        </button>
      </div>
    </WalletModalBody>
  );
};

export default WalletlessLinkModal;
