import { useTranslation } from 'react-i18next';
import { PageFrame, type RemoteComponent } from '@marketplace/contracts';

const CommunicationsPage: RemoteComponent<'legal', 'CommunicationsPage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t('routes.communications.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default CommunicationsPage;
