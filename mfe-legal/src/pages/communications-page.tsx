import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const CommunicationsPage: RemoteComponent<'legal', 'CommunicationsPage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="legal" heading={t('routes.communications.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default CommunicationsPage;
