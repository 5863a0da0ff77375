import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { RefreshCacheCenter } from '../refresh-cache/refresh-cache-center';

const RefreshCachePage: RemoteComponent<'legal', 'RefreshCachePage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t('routes.refreshCache.heading')}>
      <RefreshCacheCenter />
    </PageFrame>
  );
};

export default RefreshCachePage;
