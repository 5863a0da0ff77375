import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

/** `/rescue`: recover a wallet with the rescue key and set a new password. */
const RescuePage: RemoteComponent<'wallet', 'RescuePage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="wallet" heading={t('routes.rescue.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default RescuePage;
