import { useTranslation } from 'react-i18next';
import type { RemoteComponent } from '@marketplace/contracts/browser';
import { PageFrame } from '@marketplace/contracts/ui';

const UserPage: RemoteComponent<'account', 'UserPage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="account" heading={t('routes.user.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default UserPage;
