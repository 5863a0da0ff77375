import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const RefreshCachePage: RemoteComponent<'legal', 'RefreshCachePage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="legal" heading={t('routes.refreshCache.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default RefreshCachePage;
