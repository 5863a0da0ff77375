import { useTranslation } from 'react-i18next';
import { PageFrame, type RemoteComponent } from '@marketplace/contracts';

/** `/rescue`: recover a wallet with the rescue key and set a new password. */
const RescuePage: RemoteComponent<'wallet', 'RescuePage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="wallet" heading={t('routes.rescue.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default RescuePage;
