import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const UserPage: RemoteComponent<'account', 'UserPage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="account" heading={t('routes.user.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default UserPage;
