import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const CollectiblePage: RemoteComponent<'account', 'CollectiblePage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="account" heading={t('routes.collectible.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default CollectiblePage;
