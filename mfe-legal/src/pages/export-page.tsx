import { useTranslation } from 'react-i18next';
import { PageFrame, type RemoteComponent } from '@marketplace/contracts';

const ExportPage: RemoteComponent<'legal', 'ExportPage'> = () => {
  const { t } = useTranslation();
  return (
    <PageFrame owner="legal" heading={t('routes.export.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </PageFrame>
  );
};

export default ExportPage;
