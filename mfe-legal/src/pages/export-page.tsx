import { useTranslation } from 'react-i18next';
import { RemotePageFrame, type RemoteComponent } from '@marketplace/contracts';

const ExportPage: RemoteComponent<'legal', 'ExportPage'> = () => {
  const { t } = useTranslation();
  return (
    <RemotePageFrame remote="legal" heading={t('routes.export.heading')}>
      <p>{t('remotePage.comingSoon')}</p>
    </RemotePageFrame>
  );
};

export default ExportPage;
