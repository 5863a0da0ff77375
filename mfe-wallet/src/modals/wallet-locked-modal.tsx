import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { Link } from 'react-router';
import { marketplaceBus, type RemoteComponent, useLocalizedPath } from '@marketplace/contracts/browser';
import { UnlockForm } from '../flows/unlock-form';
import { WalletModalBody } from '../ui/wallet-modal-body';
import styles from '../ui/wallet-ui.module.css';

/**
 * Spec §4 wallet-locked: the key could not be opened with what this sign-in has (a wrong password,
 * no entry for this method). It can be opened again here, or rescued. The support variant is for a
 * failure of another kind (a damaged vault, a key that is not the wallet's): support, or rescue.
 */
const WalletLockedModal: RemoteComponent<'wallet', 'WalletLockedModal'> = ({ variant, onClose }) => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const sitePath = useLocalizedPath();
  const support = variant === 'support';
  return (
    <WalletModalBody heading={t(support ? 'wallet.lockedSupportHeading' : 'wallet.lockedHeading')}>
      <p className={styles.text}>{t(support ? 'wallet.lockedSupportBody' : 'wallet.lockedBody')}</p>
      {!support && (
        <UnlockForm
          submitLabel={t('wallet.unlockAction')}
          onUnlocked={() => {
            marketplaceBus.emit('toast', { tone: 'success', message: t('wallet.unlocked') });
            onClose();
          }}
        />
      )}
      <p className={styles.text}>
        <Link className={styles.link} to={sitePath('/rescue')} onClick={onClose}>
          {t('wallet.rescueLink')}
        </Link>
        {support && (
          <>
            {' · '}
            <Link className={styles.link} to={sitePath('/support')} onClick={onClose}>
              {t('wallet.contactSupport')}
            </Link>
          </>
        )}
      </p>
    </WalletModalBody>
  );
};

export default WalletLockedModal;
