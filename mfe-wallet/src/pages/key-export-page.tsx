import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { cardStyles, formFieldStyles, PageFrame } from '@marketplace/contracts/ui';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { KeyExportPanel } from '../key-export/key-export-panel';
import styles from '../key-export/key-export.module.css';
import { NoWalletYet } from '../moves/no-wallet-yet';
import { useWalletState } from '../session/wallet-state';
import { useWalletSession } from '../ui/use-wallet-session';
import ui from '../ui/wallet-ui.module.css';

/** `/user-portal/wallet/key`: the wallet's private key, for its owner to keep (offered first by the account page's closing section). */
const KeyExportPage: RemoteComponent<'wallet', 'KeyExportPage'> = () => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const session = useWalletSession();
  const status = useWalletState(session.state, (state) => state.status);
  // A password sign-in's copy opens with the wallet password; a Google or Apple one with the secret that sign-in releases.
  const needsPassword = useWalletState(session.state, (state) => state.method === 'password');

  function body() {
    if (status === 'no-wallet') return <NoWalletYet />;
    if (status === 'signed-out' || status === 'opening') {
      return (
        <p className={formFieldStyles.hint} role="status">
          {t('wallet.checking')}
        </p>
      );
    }
    return (
      <div className={ui.body}>
        <p className={ui.text}>{t('keyExport.intro')}</p>
        <ul className={styles.warnings}>
          <li>{t('keyExport.warnings.control')}</li>
          <li>{t('keyExport.warnings.neverAsk')}</li>
          <li>{t('keyExport.warnings.offline')}</li>
        </ul>
        <KeyExportPanel needsPassword={needsPassword} />
      </div>
    );
  }

  return (
    <PageFrame owner="wallet" heading={t('routes.walletKey.heading')}>
      <div className={`${cardStyles.card} ${ui.panel}`}>{body()}</div>
    </PageFrame>
  );
};

export default KeyExportPage;
