import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import type { WalletCreateMode } from '@marketplace/contracts/wire';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { CreateWalletForm } from '../flows/create-wallet-form';
import { UpdateWalletForm } from '../flows/update-wallet-form';
import { useWalletState } from '../session/wallet-state';
import { WalletModalBody } from '../ui/wallet-modal-body';
import { useWalletSession } from '../ui/use-wallet-session';
import styles from '../ui/wallet-ui.module.css';

const HEADINGS: Record<WalletCreateMode, string> = {
  create: 'wallet.createHeading',
  link: 'wallet.linkHeading',
  update: 'wallet.updateHeading',
};

/** Spec §2 wallet-create modal: create, link (`?link`) or update (a legacy vault). */
const WalletCreateModal: RemoteComponent<'wallet', 'WalletCreateModal'> = ({ mode, onClose }) => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const status = useWalletState(session.state, (state) => state.status);

  let content: ReactNode;
  if (status === 'signed-out') content = <p className={styles.text}>{t('wallet.signInFirst')}</p>;
  // Without a wallet there is nothing to update: whatever the mode asked, the person can make one.
  else if (status === 'no-wallet') content = <CreateWalletForm link={mode === 'link'} onDone={onClose} />;
  else if (mode === 'update') content = status === 'legacy' ? <UpdateWalletForm onDone={onClose} /> : <p className={styles.text}>{t('wallet.upToDate')}</p>;
  else content = <p className={styles.text}>{t('wallet.alreadyHasWallet')}</p>;

  const shownMode = status === 'no-wallet' && mode === 'update' ? 'create' : mode;
  return <WalletModalBody heading={t(HEADINGS[shownMode])}>{content}</WalletModalBody>;
};

export default WalletCreateModal;
