import { useTranslation } from 'react-i18next';
import { WALLET_NAMESPACE } from '../i18n/namespace';
import { useNavigate } from 'react-router';
import { type RemoteComponent, useLocalizedPath } from '@marketplace/contracts/browser';
import { cardStyles, PageFrame } from '@marketplace/contracts/ui';
import { RescueFlow } from '../flows/rescue-flow';
import styles from '../ui/wallet-ui.module.css';

/** `/rescue`: recover a wallet with the rescue key and set a new password (spec §2, §4). */
const RescuePage: RemoteComponent<'wallet', 'RescuePage'> = () => {
  const { t } = useTranslation(WALLET_NAMESPACE);
  const navigate = useNavigate();
  const sitePath = useLocalizedPath();
  return (
    <PageFrame owner="wallet" heading={t('routes.rescue.heading')}>
      <div className={`${cardStyles.card} ${styles.panel} ${styles.body}`}>
        <RescueFlow onDone={() => void navigate(sitePath('/'))} />
      </div>
    </PageFrame>
  );
};

export default RescuePage;
