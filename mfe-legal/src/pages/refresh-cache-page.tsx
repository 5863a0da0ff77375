import { useTranslation } from 'react-i18next';
import { LEGAL_NAMESPACE } from '../i18n/namespace';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';
import { RefreshCacheCenter } from '../refresh-cache/refresh-cache-center';

const RefreshCachePage: RemoteComponent<'legal', 'RefreshCachePage'> = () => {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  return (
    <PageFrame owner="legal" heading={t('routes.refreshCache.heading')}>
      <RefreshCacheCenter />
    </PageFrame>
  );
};

export default RefreshCachePage;
