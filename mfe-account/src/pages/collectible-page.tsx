import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';

const CollectiblePage: RemoteComponent<'account', 'CollectiblePage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="account" heading={t('routes.collectible.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default CollectiblePage;
